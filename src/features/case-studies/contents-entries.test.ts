import { expect, test } from "vitest";
import { idsOf, listContents } from "./contents-entries.ts";

const headings = [
  { depth: 2, value: "Problem", id: "problem" },
  {
    depth: 2,
    value: "Approach",
    id: "approach",
    children: [{ depth: 3, value: "Research", id: "research", children: [{ depth: 4, value: "Too deep", id: "too-deep" }] }],
  },
  { depth: 2, value: "Outcome", id: "outcome" },
];

test("lists the body's h2 and h3 headings, then the page's Prototype and Links sections", () => {
  const entries = listContents(headings, { hasPrototype: true, hasLinks: true });
  expect(entries.map((entry) => entry.text)).toEqual(["Problem", "Approach", "Outcome", "Prototype", "Links"]);
  expect(entries[1]?.children.map((entry) => entry.text)).toEqual(["Research"]);
  expect(idsOf(entries)).toEqual(["problem", "approach", "research", "outcome", "prototype", "links"]);
});

test("leaves Links out when the case study has none, and a heading without an id", () => {
  const entries = listContents([{ depth: 2, value: "No id" }, ...headings], { hasPrototype: true, hasLinks: false });
  expect(idsOf(entries)).toEqual(["problem", "approach", "research", "outcome", "prototype"]);
});

test("leaves Prototype out when the case study names no prototype", () => {
  const entries = listContents(headings, { hasPrototype: false, hasLinks: true });
  expect(entries.map((entry) => entry.text)).toEqual(["Problem", "Approach", "Outcome", "Links"]);
});
