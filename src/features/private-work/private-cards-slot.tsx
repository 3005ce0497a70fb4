import "./private-work.css";

/**
 * docs/decisions/016-private-work.md: where a list has room for the cards of a visitor with access and
 * without JavaScript. Empty as built, so every other visitor's page is as it was; the server fills it in
 * that visitor's own copy (private-cards.ts says how it finds it). React does not hydrate a
 * `<noscript>`'s contents, so the filled copy hydrates as the empty one, and a browser running
 * JavaScript never shows them: it asks for the cards and shows them among the others.
 */
export function PrivateCardsSlot({ tagSlug = "" }: { tagSlug?: string }) {
  return <noscript data-private-cards={tagSlug} />;
}
