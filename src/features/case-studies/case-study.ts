import type { PrototypeSettings } from "../../lib/prototype-settings.ts";

/** What the site reads about a case study: its frontmatter, normalised for rendering. */
export interface CaseStudy {
  slug: string;
  title: string;
  summary: string[];
  cover: string;
  coverAlt: string;
  tags: string[];
  date: string;
  problemImage?: { src: string; alt: string };
  prototype: PrototypeSettings;
  links: { label: string; href: string }[];
  /** Not published yet: only `npm run dev` shows it, with a Draft badge. */
  isDraft: boolean;
  /** Whole minutes, at least 1, counted from the body's words at build time (pipeline/content/reading-time.ts). */
  readingMinutes: number;
}

/** docs/product.md#case-study-list: newest first; a tie is ordered by title so the order never depends on file names. */
export function compareNewestFirst(a: CaseStudy, b: CaseStudy): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}
