import { describe, expect, test } from "vitest";
import { fitLine, looksLinear, median, percentile, ratio, segmentSlopes } from "./stats.ts";

describe("median", () => {
  test("takes the middle of an odd number of runs, whatever their order", () => {
    expect(median([93, 71, 88])).toBe(88);
  });

  test("averages the two middle values of an even number of runs", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  test("refuses an empty list rather than inventing a value", () => {
    expect(() => median([])).toThrow("median of no values");
  });
});

describe("percentile", () => {
  test("picks the nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe("ratio", () => {
  test("divides the measured rate by the baseline", () => {
    expect(ratio(7000, 10000)).toBe(0.7);
  });

  test("is 0 when the baseline is 0", () => {
    expect(ratio(5, 0)).toBe(0);
  });
});

describe("fitLine", () => {
  test("finds the slope and a perfect fit for points on a line", () => {
    const fit = fitLine([
      { x: 0, y: 6000 },
      { x: 100, y: 9000 },
      { x: 200, y: 12000 },
    ]);
    expect(fit.slope).toBeCloseTo(30);
    expect(fit.intercept).toBeCloseTo(6000);
    expect(fit.r2).toBeCloseTo(1);
  });

  test("gives a lower r² for points that bend away from a line", () => {
    expect(
      fitLine([
        { x: 0, y: 0 },
        { x: 100, y: 100 },
        { x: 200, y: 1000 },
      ]).r2,
    ).toBeLessThan(0.9);
  });

  test("needs two distinct x values", () => {
    expect(() => fitLine([{ x: 1, y: 2 }])).toThrow("two distinct x values");
  });
});

describe("segmentSlopes", () => {
  test("gives the slope between each pair of neighbouring points, sorted by x", () => {
    expect(
      segmentSlopes([
        { x: 200, y: 14000 },
        { x: 0, y: 6000 },
        { x: 100, y: 9000 },
      ]),
    ).toEqual([30, 50]);
  });
});

describe("looksLinear", () => {
  test("accepts a good fit whose steps cost about the same", () => {
    expect(looksLinear(0.995, [30, 36])).toBe(true);
  });

  test("rejects growth whose last step costs much more than the first", () => {
    expect(looksLinear(0.99, [30, 60])).toBe(false);
  });

  test("rejects a poor fit", () => {
    expect(looksLinear(0.9, [30, 31])).toBe(false);
  });
});
