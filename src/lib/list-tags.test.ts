import { expect, test } from "vitest";
import { listTags } from "./list-tags.ts";

test("lists each tag once, by name, with its case studies in the order given", () => {
  const newer = { slug: "newer", tags: ["UX Research", "Healthcare"] };
  const older = { slug: "older", tags: ["ux research", "Prototyping", "Healthcare"] };
  expect(listTags([newer, older])).toEqual([
    { name: "Healthcare", slug: "healthcare", caseStudies: [newer, older] },
    { name: "Prototyping", slug: "prototyping", caseStudies: [older] },
    { name: "UX Research", slug: "ux-research", caseStudies: [newer, older] },
  ]);
  expect(listTags([])).toEqual([]);
});
