import { expect, test } from "vitest";
import { allPass, judge, TARGETS } from "./targets.ts";

test("an upper-bound target passes at its limit and misses above it", () => {
  expect(judge(1200, TARGETS.lcpMs)).toBe("pass");
  expect(judge(1201, TARGETS.lcpMs)).toBe("miss");
});

test("a lower-bound target passes at its limit and misses below it", () => {
  expect(judge(0.7, TARGETS.pagesRatio)).toBe("pass");
  expect(judge(0.69, TARGETS.pagesRatio)).toBe("miss");
});

test("a Lighthouse score below 100 misses", () => {
  expect(judge(99, TARGETS.lighthouseScore)).toBe("miss");
});

test("several checks pass only when every one passes", () => {
  expect(allPass(["pass", "pass"])).toBe("pass");
  expect(allPass(["pass", "miss"])).toBe("miss");
});
