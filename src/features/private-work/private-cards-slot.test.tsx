import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { PRIVATE_CARDS_SLOT, privateCardsSlotHtml } from "./private-cards.ts";
import { PrivateCardsSlot } from "./private-cards-slot.tsx";

// The server finds the slot by its HTML: it must be exactly what React writes.
test("the slot is an empty noscript the server finds, with the tag whose cards belong there", () => {
  const everyCard = renderToStaticMarkup(<PrivateCardsSlot />);
  const oneTag = renderToStaticMarkup(<PrivateCardsSlot tagSlug="ux-research" />);
  expect(everyCard).toBe(privateCardsSlotHtml());
  expect(oneTag).toBe(privateCardsSlotHtml("ux-research"));
  expect(PRIVATE_CARDS_SLOT.exec(`<main>${everyCard}</main>`)?.[1]).toBe("");
  expect(PRIVATE_CARDS_SLOT.exec(`<main>${oneTag}</main>`)?.[1]).toBe("ux-research");
});
