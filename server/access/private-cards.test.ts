import { expect, test } from "vitest";
import { makeCaseStudy } from "#src/lib/test-support/make-case-study.ts";
import type { Grant } from "./access-store.ts";
import { privateCardsFor } from "./private-cards.ts";

const card = (slug: string, date: string) => ({
  caseStudy: makeCaseStudy({ slug, date, visibility: "protected" }),
  images: {},
});
const cards = { old: card("old", "2024-01-01"), new: card("new", "2026-01-01"), middle: card("middle", "2025-01-01") };
const expiresAt = new Date("2030-01-01");

test("a password's grant covers every protected case study, newest first", () => {
  const grant: Grant = { kind: "password", scope: "all", expiresAt };
  expect(privateCardsFor(cards, grant).map(({ caseStudy }) => caseStudy.slug)).toEqual(["new", "middle", "old"]);
});

test("a link limited to some case studies shows only those; no grant shows none", () => {
  const grant: Grant = { kind: "link", scope: ["old", "middle"], expiresAt, linkId: "abcdefgh" };
  expect(privateCardsFor(cards, grant).map(({ caseStudy }) => caseStudy.slug)).toEqual(["middle", "old"]);
  expect(privateCardsFor(cards, undefined)).toEqual([]);
  expect(privateCardsFor(undefined, grant)).toEqual([]);
});
