import { expect, test } from "vitest";
import { listTags } from "./list-tags.ts";
import { tagPathOf, tagSlugOf } from "./tag-path.ts";

test("a tag's slug is lowercase with dashes, accents dropped", () => {
  expect(tagSlugOf("Product Design")).toBe("product-design");
  expect(tagSlugOf("UX Research")).toBe("ux-research");
  expect(tagSlugOf("  Santé & Care / 2024 ")).toBe("sante-care-2024");
  expect(tagPathOf("Healthcare")).toBe("/case-studies/tags/healthcare");
});

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
