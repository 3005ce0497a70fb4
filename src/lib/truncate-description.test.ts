import { expect, test } from "vitest";
import { truncateDescription } from "./truncate-description.ts";

test("keeps a description of exactly 160 characters whole", () => {
  const text = "a".repeat(160);
  expect(truncateDescription(text)).toBe(text);
});

test("cuts a description of 161 characters to 157 plus an ellipsis", () => {
  const result = truncateDescription("b".repeat(161));
  expect(result).toBe(`${"b".repeat(157)}…`);
  expect(Array.from(result)).toHaveLength(158);
});

test("counts characters rather than UTF-16 units, so no emoji is split", () => {
  const result = truncateDescription("😀".repeat(200));
  expect(result).toBe(`${"😀".repeat(157)}…`);
});

test("collapses line breaks and runs of spaces from multi-paragraph summaries", () => {
  expect(truncateDescription("  One paragraph.\n\nAnother   one. ")).toBe("One paragraph. Another one.");
});
