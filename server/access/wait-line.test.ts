import { afterEach, expect, test, vi } from "vitest";
import { createWaitLine } from "./wait-line.ts";

const WAIT_MS = 2000;
afterEach(() => {
  vi.useRealTimers();
});

/** Joins the line and records, in order, which tries were let through and which were turned away. */
function lineOf(maxWaiting: number) {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const line = createWaitLine(WAIT_MS, maxWaiting);
  const outcomes: string[] = [];
  const join = (group: string, tries = 1) => {
    void line.join(group, tries).then((isTurn) => outcomes.push(`${group} ${isTurn ? "in" : "away"}`));
  };
  return { join, outcomes, next: () => vi.advanceTimersByTimeAsync(WAIT_MS) };
}

test("lets one try through each wait, in the order they came", async () => {
  const { join, outcomes, next } = lineOf(15);
  for (const group of ["a", "b", "c"]) join(group);
  await vi.advanceTimersByTimeAsync(WAIT_MS - 1);
  expect(outcomes).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(outcomes).toEqual(["a in"]);
  await next();
  await next();
  expect(outcomes).toEqual(["a in", "b in", "c in"]);
});

test("holds one place per address group: a second try from it is turned away at once", async () => {
  const { join, outcomes, next } = lineOf(15);
  join("a");
  join("a");
  await Promise.resolve();
  expect(outcomes).toEqual(["a away"]);
  await next();
  // Its place given up, the group may wait again.
  join("a");
  await next();
  expect(outcomes).toEqual(["a away", "a in", "a in"]);
});

test("a try from a group without tries in the last hour goes ahead of those with some, behind other such tries", async () => {
  const { join, outcomes, next } = lineOf(15);
  join("guesser 1");
  join("guesser 2");
  join("visitor", 0);
  join("owner", 0);
  for (let turn = 0; turn < 4; turn++) await next();
  expect(outcomes).toEqual(["visitor in", "owner in", "guesser 1 in", "guesser 2 in"]);
});

test("tries go fewest first: one typo goes ahead of groups that keep guessing", async () => {
  const { join, outcomes, next } = lineOf(15);
  join("guesser 1", 40);
  join("guesser 2", 7);
  join("visitor after a typo", 1);
  for (let turn = 0; turn < 3; turn++) await next();
  expect(outcomes).toEqual(["visitor after a typo in", "guesser 2 in", "guesser 1 in"]);
});

test("full, it takes the newest place of those with the most tries for a try with fewer, and turns one more of those away", async () => {
  const { join, outcomes, next } = lineOf(3);
  join("guesser 1", 9);
  join("guesser 2", 9);
  join("guesser 3", 2);
  join("guesser 4", 9);
  join("visitor", 0);
  await Promise.resolve();
  expect(outcomes).toEqual(["guesser 4 away", "guesser 2 away"]);
  await next();
  expect(outcomes.at(-1)).toBe("visitor in");
});

test("full of tries from groups without tries, it turns away one more of those", async () => {
  const { join, outcomes } = lineOf(2);
  join("visitor 1", 0);
  join("visitor 2", 0);
  join("visitor 3", 0);
  await Promise.resolve();
  expect(outcomes).toEqual(["visitor 3 away"]);
});
