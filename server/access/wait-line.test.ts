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
  const join = (group: string, isFresh = false) => {
    void line.join(group, isFresh).then((isTurn) => outcomes.push(`${group} ${isTurn ? "in" : "away"}`));
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

test("a try from a group without failures goes ahead of those with failures, behind other such tries", async () => {
  const { join, outcomes, next } = lineOf(15);
  join("guesser 1");
  join("guesser 2");
  join("visitor", true);
  join("owner", true);
  for (let turn = 0; turn < 4; turn++) await next();
  expect(outcomes).toEqual(["visitor in", "owner in", "guesser 1 in", "guesser 2 in"]);
});

test("full, it takes the newest place of a group with failures for such a try, and turns one more of those away", async () => {
  const { join, outcomes, next } = lineOf(3);
  for (const group of ["guesser 1", "guesser 2", "guesser 3"]) join(group);
  join("guesser 4");
  join("visitor", true);
  await Promise.resolve();
  expect(outcomes).toEqual(["guesser 4 away", "guesser 3 away"]);
  await next();
  expect(outcomes.at(-1)).toBe("visitor in");
});

test("full of tries from groups without failures, it turns away one more of those", async () => {
  const { join, outcomes } = lineOf(2);
  join("visitor 1", true);
  join("visitor 2", true);
  join("visitor 3", true);
  await Promise.resolve();
  expect(outcomes).toEqual(["visitor 3 away"]);
});
