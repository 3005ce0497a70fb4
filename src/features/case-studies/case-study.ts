import type { CaseStudy } from "../../lib/content-model/case-study-schema.ts";

/** docs/product.md#case-study-list: newest first; a tie is ordered by title so the order never depends on file names. */
export function compareNewestFirst(a: CaseStudy, b: CaseStudy): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}

/** docs/product.md#home: the featured case studies first, then the others, each group in the order given. */
export function featuredFirst<T extends Pick<CaseStudy, "isFeatured">>(caseStudies: readonly T[]): T[] {
  return [
    ...caseStudies.filter((caseStudy) => caseStudy.isFeatured),
    ...caseStudies.filter((caseStudy) => !caseStudy.isFeatured),
  ];
}
