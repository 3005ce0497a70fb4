import { expect, test } from "vitest";
import { nextSlideIndex, slidePosition } from "./carousel-index.ts";

test("moves to the next quote and cycles round after the last", () => {
  expect(nextSlideIndex(0, 3)).toBe(1);
  expect(nextSlideIndex(1, 3)).toBe(2);
  expect(nextSlideIndex(2, 3)).toBe(0);
});

test("stays on the only quote and copes with none", () => {
  expect(nextSlideIndex(0, 1)).toBe(0);
  expect(nextSlideIndex(0, 0)).toBe(0);
});

test("labels positions from 1, as 'n of total'", () => {
  expect(slidePosition(0, 3)).toBe("1 of 3");
  expect(slidePosition(2, 3)).toBe("3 of 3");
});
