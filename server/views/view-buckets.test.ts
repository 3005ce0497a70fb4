import { expect, test } from "vitest";
import { bucketIndexOf, countsWith, histogramRowsOf } from "./histogram-counts.ts";
import { DEPTH_BUCKETS, depthBucketOf, medianOf, TIME_BUCKETS, timeBucketOf } from "./view-buckets.ts";

test("visible time falls in the largest bucket not above it; an hour or more in the last", () => {
  expect([0, 0.9, 7, 59, 61, 95, 599, 601, 3599, 3600, 86_400].map(timeBucketOf)).toEqual([
    0, 0, 6, 50, 60, 90, 420, 600, 2700, 3600, 3600,
  ]);
  expect(TIME_BUCKETS).toHaveLength(31);
});

test("read depth falls in steps of 5 %", () => {
  expect([0, 4, 5, 83, 99.6, 100].map(depthBucketOf)).toEqual([0, 0, 5, 80, 100, 100]);
  expect(DEPTH_BUCKETS).toHaveLength(21);
});

test("the median is the lower middle view's bucket", () => {
  expect(medianOf(new Map())).toBeUndefined();
  expect(medianOf(new Map([[10, 1]]))).toBe(10);
  expect(
    medianOf(
      new Map([
        [80, 1],
        [10, 1],
      ]),
    ),
  ).toBe(10);
  expect(
    medianOf(
      new Map([
        [10, 1],
        [40, 1],
        [80, 5],
      ]),
    ),
  ).toBe(80);
  expect(
    medianOf(
      new Map([
        [10, 3],
        [40, 0],
        [80, 2],
      ]),
    ),
  ).toBe(10);
});

test("days' rows of counts sum per page and measure into bucket counts", () => {
  const index = bucketIndexOf("depth", 80);
  expect(index).toBe(16);
  expect(() => bucketIndexOf("depth", 81)).toThrow();
  const rows = [
    { path: "/a", measure: "depth" as const, counts: countsWith("depth", index, 2) },
    { path: "/a", measure: "depth" as const, counts: countsWith("depth", index, 1) },
    { path: "/a", measure: "time" as const, counts: countsWith("time", bucketIndexOf("time", 90), 1) },
  ];
  expect(histogramRowsOf(rows)).toEqual([
    { path: "/a", measure: "depth", bucket: 80, count: 3 },
    { path: "/a", measure: "time", bucket: 90, count: 1 },
  ]);
});
