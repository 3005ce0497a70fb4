import { expect, test } from "vitest";
import { makeCaseStudy } from "../../lib/test-support/make-case-study.ts";
import { readPrivateCards, withPrivateWork } from "./private-cards.ts";

test("private case studies take their places among the listed ones by date, each once", () => {
  const listed = [makeCaseStudy({ slug: "new", date: "2026-03-01" }), makeCaseStudy({ slug: "old", date: "2024-01-01" })];
  const privateOnes = [
    makeCaseStudy({ slug: "middle", date: "2025-06-01", visibility: "protected" }),
    makeCaseStudy({ slug: "new", date: "2026-03-01" }),
  ];
  expect(withPrivateWork(listed, privateOnes).map((caseStudy) => caseStudy.slug)).toEqual(["new", "middle", "old"]);
  expect(withPrivateWork(listed, [])).toBe(listed);
});

test("reads the server's cards, and shows none for an answer of any other shape", () => {
  const caseStudy = makeCaseStudy({ slug: "nda", visibility: "protected" });
  const images = { [caseStudy.cover]: { width: 1200, height: 800 } };
  expect(readPrivateCards({ cards: [{ caseStudy, images }] })).toEqual({ caseStudies: [caseStudy], images });
  for (const odd of [
    undefined,
    null,
    "cards",
    { cards: "x" },
    { cards: [null] },
    { cards: [{ caseStudy: { slug: 1 }, images }] },
  ]) {
    expect(readPrivateCards(odd)).toEqual({ caseStudies: [], images: {} });
  }
});
