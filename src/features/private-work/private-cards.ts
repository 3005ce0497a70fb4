import type { CaseStudy } from "../../lib/content-model/case-study-schema.ts";
import type { ImageInfo } from "../../lib/image-info.ts";

/**
 * Set beside the session's HttpOnly cookie, with nothing secret in it, so that a page asks for private
 * cards only when its visitor may have some (docs/decisions/016-private-work.md); anyone else never asks.
 */
export const PRIVATE_HINT_COOKIE = "private_hint";
/** The protected case studies the visitor's grant covers, as cards, answered `private, no-store`. */
export const PRIVATE_CARDS_PATH = "/api/access/cards";

/**
 * The empty `<noscript>` a list of case studies holds, as React writes it (private-cards-slot.tsx), where
 * the server writes a visitor's private cards for a browser without JavaScript
 * (server/access/private-noscript-cards.ts). `tagSlug` names the tag whose cards belong on that list;
 * empty, every card does.
 */
export const privateCardsSlotHtml = (tagSlug = "") => `<noscript data-private-cards="${tagSlug}"></noscript>`;
/** That slot in a page's HTML; its first group is the tag's slug. */
export const PRIVATE_CARDS_SLOT = /<noscript data-private-cards="([^"]*)"><\/noscript>/;

export interface PrivateCards {
  caseStudies: CaseStudy[];
  images: Record<string, ImageInfo>;
}

const NONE: PrivateCards = { caseStudies: [], images: {} };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The server's answer, read defensively: anything unexpected shows no private cards rather than a broken list. */
export function readPrivateCards(body: unknown): PrivateCards {
  if (!isRecord(body) || !Array.isArray(body.cards)) return NONE;
  const read: PrivateCards = { caseStudies: [], images: {} };
  for (const card of body.cards) {
    if (!isRecord(card) || !isRecord(card.caseStudy) || !isRecord(card.images)) return NONE;
    const { slug, title, date, cover } = card.caseStudy;
    if (![slug, title, date, cover].every((field) => typeof field === "string")) return NONE;
    read.caseStudies.push(card.caseStudy as unknown as CaseStudy);
    Object.assign(read.images, card.images);
  }
  return read;
}

/** The listed case studies with the visitor's private ones among them, newest first, each once. */
export function withPrivateWork(listed: readonly CaseStudy[], privateOnes: readonly CaseStudy[]): readonly CaseStudy[] {
  if (privateOnes.length === 0) return listed;
  const slugs = new Set(listed.map((caseStudy) => caseStudy.slug));
  const added = privateOnes.filter((caseStudy) => !slugs.has(caseStudy.slug));
  // A stable sort keeps the listed order (newest first, then as the build ordered them) among equal dates.
  return [...listed, ...added].sort((a, b) => b.date.localeCompare(a.date));
}
