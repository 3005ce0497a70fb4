// What a site's content says its pages show (docs/product.md), worked out here from the content as the
// build reads it, apart from the app's own code, so a journey checks the app against the rules rather
// than against itself.
import type { Page } from "@playwright/test";
import type { Content } from "#pipeline/content/load-content.ts";
import type { CaseStudy } from "#src/lib/content-model/case-study-schema.ts";
import { tagSlugOf } from "#src/lib/tag-path.ts";

/** Newest first; the same date by title (docs/product.md#case-study-list). */
const newestFirst = (a: CaseStudy, b: CaseStudy) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

/** The case studies of a given visibility, drafts aside (a build has none), newest first. */
export function caseStudiesOf(content: Content, visibility: CaseStudy["visibility"]): CaseStudy[] {
  return content.caseStudies
    .map(({ caseStudy }) => caseStudy)
    .filter((caseStudy) => caseStudy.visibility === visibility && !caseStudy.isDraft)
    .sort(newestFirst);
}

/** docs/product.md#home: the featured ones first, then the newest others, three in all. */
export function homeTitles(content: Content): string[] {
  const listed = caseStudiesOf(content, "public");
  return [...listed.filter((study) => study.isFeatured), ...listed.filter((study) => !study.isFeatured)]
    .slice(0, 3)
    .map(({ title }) => title);
}

/** Every listed tag's page, with how many case studies it lists. */
export function tagPagesOf(content: Content): { path: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const study of caseStudiesOf(content, "public")) {
    for (const slug of new Set(study.tags.map(tagSlugOf))) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  }
  return [...counts].map(([slug, count]) => ({ path: `/case-studies/tags/${slug}`, count }));
}

/** The drafts: content, but never built. */
export const draftsOf = (content: Content) =>
  content.caseStudies.map(({ caseStudy }) => caseStudy).filter((study) => study.isDraft);

/** Where the page's `h1` and the body's first `##` heading are on the page, in CSS pixels from its top. */
export async function headerAndBodyTops(page: Page): Promise<{ title: number; firstSection: number }> {
  return page.evaluate(() => {
    const top = (element: Element | null) => (element ? element.getBoundingClientRect().top + window.scrollY : Number.NaN);
    return {
      title: top(document.querySelector("main h1")),
      firstSection: top(document.querySelector("main article h2")),
    };
  });
}

/** A case study card as laid out on the page: its title, its box and where its title starts, in CSS pixels. */
export interface CardOnPage {
  title: string;
  top: number;
  left: number;
  right: number;
  width: number;
  titleTop: number;
}

/** The page's cards in order, each with where it stands. */
export function cardsOnPage(page: Page): Promise<CardOnPage[]> {
  return page.getByRole("article").evaluateAll((articles) =>
    articles.map((article) => {
      const box = article.getBoundingClientRect();
      const title = article.querySelector("h2, h3");
      return {
        title: title?.textContent ?? "",
        top: Math.round(box.top),
        left: box.left,
        right: box.right,
        width: box.width,
        titleTop: title?.getBoundingClientRect().top ?? 0,
      };
    }),
  );
}

/** Cards by row: those whose boxes start at the same height. */
export function rowsOf(cards: readonly CardOnPage[]): CardOnPage[][] {
  const rows = new Map<number, CardOnPage[]>();
  for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
  return [...rows.values()];
}
