// How the room writes a share link's facts (docs/product.md#share-links): times in UTC to
// the minute, as `npm run access -- link list` prints them, and case studies by their titles.
import type { LinkStatus, Scope } from "../../access/access-store.ts";
import type { PrivateWork } from "../../access/private-work.ts";

/** What a link's reading statistics say (server/views/): one case study read through it. */
export interface LinkRead {
  path: string;
  title: string;
  /** How far into the case study's body the visitor scrolled, 0 to 100; undefined when the view never said. */
  depthPercent: number | undefined;
  /** Visible time, in seconds; undefined when the view never said. */
  seconds: number | undefined;
  at: Date;
}

/** The reads of each link, by id: plugged in by the reading statistics; left out, none are shown. */
export type LinkReads = (linkIds: string[]) => Promise<ReadonlyMap<string, LinkRead[]>>;

export const STATUS_TEXT: Record<LinkStatus, string> = { live: "Live", expired: "Expired", withdrawn: "Withdrawn" };
export const EVERY_PROTECTED_TEXT = "Every protected case study";

/** `2026-11-01 09:00 UTC`. */
export function roomTimeText(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export interface ProtectedChoice {
  slug: string;
  title: string;
}

/** The protected case studies of this build, newest first, as the site's lists order them. */
export function protectedChoicesOf(privateWork: PrivateWork): ProtectedChoice[] {
  return Object.values(privateWork.cards ?? {})
    .map(({ caseStudy }) => caseStudy)
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
    .map(({ slug, title }) => ({ slug, title }));
}

/** Titles, in the link's order; a slug no longer protected (the build changed) is named as it is. */
export function scopeTextOf(scope: Scope, choices: ProtectedChoice[]): string {
  if (scope === "all") return EVERY_PROTECTED_TEXT;
  return scope.map((slug) => choices.find((choice) => choice.slug === slug)?.title ?? slug).join(", ");
}
