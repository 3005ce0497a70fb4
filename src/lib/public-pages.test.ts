import { expect, test } from "vitest";
import { listPublicPages } from "./public-pages";
import { makeCaseStudy, makeSite } from "./test-support/make-site";

test("lists home, the list, every case study and about, dated by their newest case study", () => {
  const newer = makeCaseStudy({ slug: "newer", date: "2025-03-01" });
  const older = makeCaseStudy({ slug: "older", date: "2023-01-15" });
  const pages = listPublicPages(makeSite(), [newer, older]);
  expect(pages.map((page) => [page.canonicalPath, page.lastModified])).toEqual([
    ["/", "2025-03-01"],
    ["/case-studies", "2025-03-01"],
    ["/case-studies/newer", "2025-03-01"],
    ["/case-studies/older", "2023-01-15"],
    ["/about", undefined],
  ]);
});

test("a case study page's description is its whole summary and its card shows its cover", () => {
  const [, , page] = listPublicPages(makeSite(), [makeCaseStudy({ summary: ["One.", "Two."] })]);
  expect(page).toMatchObject({ title: "A study", description: "One. Two.", cover: "/images/cover.svg", eyebrow: "Case study" });
});
