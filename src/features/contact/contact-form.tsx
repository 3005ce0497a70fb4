import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { lazyProofSolver } from "../../lib/proof-of-work/lazy-proof-solver.ts";
import { PROOF_FIELD, PROOF_WAIT_MS } from "../../lib/proof-of-work/proof-fields.ts";
import { HONEYPOT_FIELD } from "./contact-fields.ts";
import { readContactOutcome } from "./contact-outcome.ts";
import { type ContactStatus, contactStatusOf, statusLineOf } from "./contact-status-line.ts";
import { readContactForm } from "./read-contact-form.ts";
import { sendMessage } from "./send-message.ts";

// docs/product.md#contact-form: how long a success or error message stays before the form is idle again.
export const STATUS_MESSAGE_MS = 5000;
// docs/product.md#contact-form: the message box's height.
export const MESSAGE_ROWS = 6;

/** docs/product.md#contact-form: 'Send me a message', with its states and its rules. */
export function ContactForm() {
  const { search } = useLocation();
  // After a post without JavaScript the server redirects here with the outcome, which shows like any other.
  const [status, setStatus] = useState<ContactStatus>(() => contactStatusOf(readContactOutcome(new URLSearchParams(search))));
  const titleId = useId();
  const proofField = useRef<HTMLInputElement>(null);
  // The solver's code is fetched, and its work started, when a visitor first comes to the form:
  // never before the page has painted, and not at all for a visitor who never writes.
  const [proof] = useState(() =>
    lazyProofSolver((payload) => {
      if (proofField.current) proofField.current.value = payload ?? "";
    }),
  );

  useEffect(() => {
    if (status.kind !== "success" && status.kind !== "error") return;
    const timer = window.setTimeout(() => setStatus({ kind: "idle" }), STATUS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "loading") return;
    const form = event.currentTarget;
    const values = readContactForm(new FormData(form));
    // docs/product.md#contact-form: silently ignored when any trimmed field is empty.
    if (!values.email || !values.subject || !values.message) return;
    setStatus({ kind: "loading" });
    // Past the wait, the message goes without a proof and is kept for the owner to release
    // (docs/product.md#abuse-protection).
    const outcome = await sendMessage(values, fetch, await proof.take(PROOF_WAIT_MS));
    if (outcome.ok) form.reset();
    setStatus({ kind: outcome.ok ? "success" : "error", text: outcome.text });
  }

  const isLoading = status.kind === "loading";
  const statusLine = statusLineOf(status);
  return (
    <section className="contact" aria-labelledby={titleId}>
      <h2 id={titleId}>Send me a message</h2>
      {/* method and action let the browser post the form itself when scripts are off. */}
      <form className="contact-form" method="post" action="/api/send-message" onSubmit={handleSubmit} onFocus={proof.start}>
        <div className="contact-form__row">
          <div className="field">
            <label htmlFor={`${titleId}-email`}>Email</label>
            <input id={`${titleId}-email`} name="email" type="email" autoComplete="email" required />
          </div>
          <div className="field">
            <label htmlFor={`${titleId}-subject`}>Subject</label>
            <input id={`${titleId}-subject`} name="subject" type="text" />
          </div>
        </div>
        {/* A trap for bots that fill every field: off screen, out of the tab order and hidden from assistive tech. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={`${titleId}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input id={`${titleId}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {/* The proof of work, once solved, for a post the browser sends itself. */}
        <input ref={proofField} type="hidden" name={PROOF_FIELD} />
        <div className="field">
          <label htmlFor={`${titleId}-message`}>Message</label>
          <textarea id={`${titleId}-message`} name="message" rows={MESSAGE_ROWS} required />
        </div>
        <div className="contact-form__actions">
          <button type="submit" className="button" aria-disabled={isLoading || undefined}>
            {isLoading ? "Sending…" : "Send"}
          </button>
          <p {...statusLine.attributes}>{statusLine.text}</p>
        </div>
      </form>
    </section>
  );
}
