import { type ContactErrorCode, contactErrorText, isContactErrorCode } from "./contact-errors.ts";
import { CONTACT_SECTION_ID, OUTCOME_PARAM } from "./outcome-address.ts";

/** The server's thanks for an accepted message (docs/product.md#message-api; the words are ours). */
export const THANK_YOU_TEXT = "Thank you for your message. I'll get back to you soon.";

const REASON_PARAM = "reason";

/**
 * What a form posted without JavaScript led to. The server redirects back to the home page with it
 * in the query; the page shows it in the form's status line, from the prerendered HTML and again
 * when it hydrates.
 */
export type ContactOutcome = { kind: "sent" } | { kind: "not-sent"; reason: ContactErrorCode };

export function contactOutcomeUrl(outcome: ContactOutcome): string {
  const query = new URLSearchParams({ [OUTCOME_PARAM]: outcome.kind });
  if (outcome.kind === "not-sent") query.set(REASON_PARAM, outcome.reason);
  return `/?${query}#${CONTACT_SECTION_ID}`;
}

export function readContactOutcome(query: URLSearchParams): ContactOutcome | undefined {
  const kind = query.get(OUTCOME_PARAM);
  if (kind === "sent") return { kind };
  const reason = query.get(REASON_PARAM);
  if (kind === "not-sent" && isContactErrorCode(reason)) return { kind, reason };
  return undefined;
}

export function contactOutcomeText(outcome: ContactOutcome): string {
  return outcome.kind === "sent" ? THANK_YOU_TEXT : contactErrorText(outcome.reason);
}
