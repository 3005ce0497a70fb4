import { expect, test } from "vitest";
import { combineRuns, type LoadResult } from "./load-result.ts";

const run = (requests: number, seconds: number, p99Ms: number, statuses: Record<string, number>): LoadResult => ({
  method: "GET",
  path: "/",
  reqPerSec: requests / seconds,
  p99Ms,
  requests,
  seconds,
  statuses,
  errors: 1,
  timeouts: 0,
});

test("combines runs into answers over total time, with the worst p99 and summed statuses", () => {
  const combined = combineRuns([run(5000, 5, 40, { "200": 5000 }), run(3000, 5, 90, { "200": 2990, "503": 10 })]);
  expect(combined).toMatchObject({ reqPerSec: 800, p99Ms: 90, requests: 8000, seconds: 10, errors: 2 });
  expect(combined.statuses).toEqual({ "200": 7990, "503": 10 });
});

test("refuses to combine no runs", () => {
  expect(() => combineRuns([])).toThrow("no runs to combine");
});
