import { expect, test } from "vitest";
import { createTurnedAwayCounts } from "./turned-away-counts.ts";

const HOUR_MS = 60 * 60 * 1000;

test("counts a group's tries turned away within the hour, and starts again after it", () => {
  const counts = createTurnedAwayCounts(HOUR_MS);
  counts.add("group a", 0);
  counts.add("group a", 1000);
  expect(counts.countOf("group a", 2000)).toBe(2);
  expect(counts.countOf("group b", 2000)).toBe(0);
  expect(counts.countOf("group a", HOUR_MS)).toBe(0);
  counts.add("group a", HOUR_MS);
  expect(counts.countOf("group a", HOUR_MS + 1)).toBe(1);
});

test("remembers at most its number of groups, forgetting the oldest first", () => {
  const counts = createTurnedAwayCounts(HOUR_MS, 2);
  for (const group of ["first", "second", "third"]) counts.add(group, 0);
  expect(["first", "second", "third"].map((group) => counts.countOf(group, 1))).toEqual([0, 1, 1]);
});
