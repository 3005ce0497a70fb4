import type { ContactOutcome } from "#src/features/contact/contact-outcome.ts";
import { contactStatusOf, statusLineHtml } from "#src/features/contact/contact-status-line.ts";

// The prerendered form's status line, written by the function the form renders it from.
const IDLE_STATUS_LINE = statusLineHtml({ kind: "idle" });

/**
 * The home page with a no-JavaScript post's outcome in the form's status line. The client reads
 * the same outcome from the address, so it hydrates this HTML without a mismatch.
 */
export function showContactOutcome(html: string, outcome: ContactOutcome): string {
  const statusLine = statusLineHtml(contactStatusOf(outcome));
  // A function, so a '$' in the line could never be read as a replacement pattern.
  return html.replace(IDLE_STATUS_LINE, () => statusLine);
}
