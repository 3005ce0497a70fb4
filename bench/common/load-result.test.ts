import { expect, test } from "vitest";
import { combineRuns, count2xx, type LoadResult, non2xx } from "./load-result.ts";

const run = (answers: number, seconds: number, p99Ms: number, statuses: Record<string, number>): LoadResult => ({
  name: "GET /",
  connections: 50,
  reqPerSec: answers / seconds,
  p50Ms: p99Ms / 2,
  p99Ms,
  answers,
  seconds,
  statuses,
  errors: 1,
  timeouts: 0,
});

test("combines runs into answers over total time, with the worst percentiles and summed statuses", () => {
  const combined = combineRuns([run(5000, 5, 40, { "200": 5000 }), run(3000, 5, 90, { "200": 2990, "503": 10 })]);
  expect(combined).toMatchObject({ name: "GET /", reqPerSec: 800, p50Ms: 45, p99Ms: 90, answers: 8000, seconds: 10, errors: 2 });
  expect(combined.statuses).toEqual({ "200": 7990, "503": 10 });
});

test("refuses to combine no runs", () => {
  expect(() => combineRuns([])).toThrow("no runs to combine");
});

test("splits the answers into 2xx and the rest by status", () => {
  const statuses = { "200": 5, "201": 1, "429": 3000, "500": 2 };
  expect(count2xx({ statuses })).toBe(6);
  expect(non2xx({ statuses })).toEqual({ "429": 3000, "500": 2 });
});
