// The status line is all a post without JavaScript changes on the home page, so it is described
// here once, without React: the form spreads it onto its <p> (contact-form.tsx), and the server
// writes the same element into the prerendered page where the idle one stands
// (server/contact-outcome-page.ts). Not react-dom/server: React is a devDependency the production
// server never installs (Dockerfile). Not a prerendered page per outcome: the build keeps one home
// page with one set of CSP hashes (server/page-sources.ts), and no inline script is added.

import { escapeHtml } from "../../lib/escape-html.ts";
import { type ContactOutcome, contactOutcomeText } from "./contact-outcome.ts";

export type ContactStatus = { kind: "idle" } | { kind: "loading" } | { kind: "success" | "error"; text: string };

/** What the form shows for an outcome read from the address: nothing, the thanks or the refusal. */
export function contactStatusOf(outcome: ContactOutcome | undefined): ContactStatus {
  if (!outcome) return { kind: "idle" };
  return { kind: outcome.kind === "sent" ? "success" : "error", text: contactOutcomeText(outcome) };
}

/** The status line's attributes, named as React names them, and its text. */
export function statusLineOf(status: ContactStatus) {
  return {
    attributes: { className: "contact-form__status", role: "status", "data-kind": status.kind },
    text: status.kind === "success" || status.kind === "error" ? status.text : "",
  };
}

// React writes className as class and every other attribute here under its own name.
const attributeHtml = ([name, value]: [string, string]) => ` ${name === "className" ? "class" : name}="${escapeHtml(value)}"`;

/** The status line as HTML: the element React renders from statusLineOf, with the same attributes in the same order. */
export function statusLineHtml(status: ContactStatus): string {
  const { attributes, text } = statusLineOf(status);
  return `<p${Object.entries(attributes).map(attributeHtml).join("")}>${escapeHtml(text)}</p>`;
}
