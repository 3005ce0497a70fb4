import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { ContactForm } from "./contact-form.tsx";
import { type ContactOutcome, contactOutcomeUrl } from "./contact-outcome.ts";
import { contactStatusOf, statusLineHtml } from "./contact-status-line.ts";

function formAt(address: string) {
  return (
    <MemoryRouter initialEntries={[address]}>
      <ContactForm />
    </MemoryRouter>
  );
}

/** The element the server writes, parsed as the browser parses the page it sends. */
function parsed(html: string) {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content.firstChild;
}

test("the prerendered form holds the idle status line the server puts an outcome in place of", () => {
  expect(renderToString(formAt("/"))).toContain(statusLineHtml({ kind: "idle" }));
});

test("for every outcome, the status line the server writes is the one the form shows at that address", () => {
  const outcomes: ContactOutcome[] = [
    { kind: "sent" },
    { kind: "not-sent", reason: "subject-missing" },
    { kind: "not-sent", reason: "rate-limited" },
  ];
  for (const outcome of outcomes) {
    const { unmount } = render(formAt(contactOutcomeUrl(outcome)));
    const shown = screen.getByRole("status");
    expect(parsed(statusLineHtml(contactStatusOf(outcome)))?.isEqualNode(shown), outcome.kind).toBe(true);
    unmount();
  }
});

test("the status line reads the thanks or the refusal's sentence, and nothing when idle", () => {
  render(formAt("/?message=sent#contact"));
  expect(screen.getByRole("status").textContent).toBe("Thank you for your message. I'll get back to you soon.");
  expect(parsed(statusLineHtml(contactStatusOf({ kind: "not-sent", reason: "email-invalid" })))?.textContent).toBe(
    "Please enter a valid email address, such as name@example.com.",
  );
  expect(parsed(statusLineHtml(contactStatusOf(undefined)))?.textContent).toBe("");
});
