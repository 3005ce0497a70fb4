// The protected case studies a visitor's grant covers, as the cards their lists show
// (docs/product.md#private-work): the page asks for them once it has started.
import type { Grant } from "./access-store.ts";
import type { PrivateCard, PrivateManifest } from "./private-output.ts";

/** The cards `grant` covers, newest first; none without a grant. */
export function privateCardsFor(cards: PrivateManifest["cards"], grant: Grant | undefined): PrivateCard[] {
  if (!grant || !cards) return [];
  return Object.entries(cards)
    .filter(([slug]) => grant.scope === "all" || grant.scope.includes(slug))
    .map(([, card]) => card)
    .sort((a, b) => b.caseStudy.date.localeCompare(a.caseStudy.date));
}
