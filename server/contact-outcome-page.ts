import { type ContactOutcome, contactOutcomeText } from "../src/features/contact/contact-outcome.ts";

// The contact form's empty status line exactly as React prerenders it (contact-form.tsx).
const IDLE_STATUS = '<p class="contact-form__status" role="status" data-kind="idle"></p>';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The home page with a no-JavaScript post's outcome in the form's status line. The client reads
 * the same outcome from the address, so it hydrates this HTML without a mismatch.
 */
export function showContactOutcome(html: string, outcome: ContactOutcome): string {
  const kind = outcome.kind === "sent" ? "success" : "error";
  const status = `<p class="contact-form__status" role="status" data-kind="${kind}">${escapeHtml(contactOutcomeText(outcome))}</p>`;
  return html.replace(IDLE_STATUS, status);
}
