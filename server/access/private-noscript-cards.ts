// The lists of a visitor with access, for a browser without JavaScript (docs/decisions/016-private-work.md,
// "Lists for a visitor with access"): the cards their grant covers, written into the empty `<noscript>`
// the list holds (src/features/private-work/private-cards-slot.tsx), in that visitor's own copy of the
// page. Anyone else gets the page as built, without so much as a look at it.
import { PRIVATE_CARDS_SLOT } from "#src/features/private-work/private-cards.ts";
import { escapeHtml } from "#src/lib/escape-html.ts";
import { tagSlugOf } from "#src/lib/tag-path.ts";
import type { Grant } from "./access-store.ts";
import { privateCardsFor } from "./private-cards.ts";
import type { PrivateCard, PrivateManifest } from "./private-output.ts";

// docs/product.md#private-work: the section's heading, and what marks each card.
export const NOSCRIPT_CARDS_HEADING = "Private work";
const HEADING_ID = "private-work-noscript";

// As the list's own cards look (src/features/case-studies/case-study-card.tsx), without the cover, whose
// sizes and variants only the app's image component knows, so the 'Private' marker stands above the
// title rather than over a cover: the title's link covers the card.
function cardHtml({ caseStudy }: PrivateCard): string {
  const href = `/case-studies/${encodeURIComponent(caseStudy.slug)}`;
  return (
    `<li><article class="case-study-card"><div class="case-study-card__body"><p><span class="private-badge">Private</span></p>` +
    `<h3 class="case-study-card__title"><a href="${escapeHtml(href)}">${escapeHtml(caseStudy.title)}</a></h3>` +
    `<p class="case-study-card__summary">${escapeHtml(caseStudy.summary.join(" "))}</p></div></article></li>`
  );
}

// The 'Lock private work' bar, as src/features/private-work/lock-private-work.tsx renders it: a plain form.
function lockFormHtml(returnPath: string): string {
  return (
    `<form class="lock-private-work" method="post" action="/api/access/lock">` +
    `<input type="hidden" name="return" value="${escapeHtml(returnPath)}"/>` +
    `<p class="lock-private-work__note"><span class="private-badge">Private</span> Shared with you. Please do not pass it on.</p>` +
    `<button type="submit" class="button button--quiet">Lock private work</button></form>`
  );
}

/** The section a list's slot holds: its heading, the lock bar (back to `returnPath`), and the cards. */
export function noscriptCardsHtml(cards: readonly PrivateCard[], returnPath: string): string {
  return (
    `<section class="private-noscript" aria-labelledby="${HEADING_ID}"><h2 id="${HEADING_ID}">${NOSCRIPT_CARDS_HEADING}</h2>` +
    `${lockFormHtml(returnPath)}<ul class="case-study-grid">${cards.map(cardHtml).join("")}</ul></section>`
  );
}

/**
 * `html` with the cards `grant` covers that belong on its list (a tag's page: those with that tag)
 * written into its slot; undefined when there is no grant, no slot, or no such card, so the page is
 * sent as built.
 */
export function withNoscriptCards(
  html: string,
  cards: PrivateManifest["cards"],
  grant: Grant | undefined,
  returnPath: string,
): string | undefined {
  if (!grant) return undefined;
  const slot = PRIVATE_CARDS_SLOT.exec(html);
  if (!slot) return undefined;
  const [empty, tagSlug = ""] = slot;
  const belonging = privateCardsFor(cards, grant).filter(
    ({ caseStudy }) => tagSlug === "" || caseStudy.tags.some((tag) => tagSlugOf(tag) === tagSlug),
  );
  if (belonging.length === 0) return undefined;
  const filled = empty.replace("</noscript>", () => `${noscriptCardsHtml(belonging, returnPath)}</noscript>`);
  return html.slice(0, slot.index) + filled + html.slice(slot.index + empty.length);
}
