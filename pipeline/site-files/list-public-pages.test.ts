import { expect, test } from "vitest";
import { makeCaseStudy, makeSite } from "#src/lib/test-support/make-site.ts";
import { listPublicPages } from "./list-public-pages.ts";

test("lists home, the list, every case study, every tag, about and privacy, dated by their newest case study", () => {
  const newer = makeCaseStudy({ slug: "newer", date: "2025-03-01", tags: ["Research"] });
  const older = makeCaseStudy({ slug: "older", date: "2023-01-15", tags: ["Research", "Product Design"] });
  const pages = listPublicPages(makeSite(), [newer, older]);
  expect(pages.map((page) => [page.canonicalPath, page.lastModified])).toEqual([
    ["/", "2025-03-01"],
    ["/case-studies", "2025-03-01"],
    ["/case-studies/newer", "2025-03-01"],
    ["/case-studies/older", "2023-01-15"],
    ["/case-studies/tags/product-design", "2023-01-15"],
    ["/case-studies/tags/research", "2025-03-01"],
    ["/about", undefined],
    ["/privacy", undefined],
  ]);
});

test("a tag's page is titled by it and describes its case studies", () => {
  const pages = listPublicPages(makeSite(), [makeCaseStudy({ title: "A study", tags: ["UX Research"] })]);
  expect(pages.find((page) => page.canonicalPath === "/case-studies/tags/ux-research")).toMatchObject({
    title: "Tagged 'UX Research'",
    description: "Sam Doe's case studies tagged UX Research, newest first: A study.",
    tagline: "Tagged UX Research: one case study.",
  });
});

test("a case study page's description is its whole summary and its card shows its cover", () => {
  const [, , page] = listPublicPages(makeSite(), [makeCaseStudy({ summary: ["One.", "Two."] })]);
  expect(page).toMatchObject({ title: "A study", description: "One. Two.", cover: "/images/cover.svg", eyebrow: "Case study" });
});
