import { expect, test } from "vitest";
import { tagPathOf, tagSlugOf } from "./tag-path.ts";

test("a tag's slug is lowercase with dashes, accents dropped", () => {
  expect(tagSlugOf("Product Design")).toBe("product-design");
  expect(tagSlugOf("UX Research")).toBe("ux-research");
  expect(tagSlugOf("  Santé & Care / 2024 ")).toBe("sante-care-2024");
  expect(tagPathOf("Healthcare")).toBe("/case-studies/tags/healthcare");
});
