import { type FormEvent, useId, useRef, useState } from "react";
import "./private-work.css";
import { lazyProofSolver } from "../../lib/proof-of-work/lazy-proof-solver.ts";
import { PROOF_WAIT_MS } from "../../lib/proof-of-work/proof-fields.ts";
import { sendUnlock, UNLOCK_URL } from "./send-unlock.ts";

export interface Teaser {
  slug: string;
  title: string;
  summary: readonly string[];
}

/** docs/product.md#private-work: what a protected case study's address shows a visitor without access. */
export const TEASER_TEXT = "This case study is private. Enter the password you were given, or open the link you were sent.";

type UnlockStatus = { kind: "idle" } | { kind: "sending" } | { kind: "error"; text: string };

/**
 * A protected case study's title and summary, and the password form. The form posts as a plain form, so
 * it works before the app starts and without JavaScript; the server answers it with the case study.
 * Once the app has started, the form sends the password itself, with the contact form's proof of work,
 * so a wrong try counts once rather than twice (docs/product.md#private-work) and its sentence shows
 * without a new page.
 */
export function PrivateTeaser({ teaser }: { teaser: Teaser }) {
  const passwordId = useId();
  const errorId = `${passwordId}-error`;
  const passwordField = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<UnlockStatus>({ kind: "idle" });
  // Started when the visitor comes to the form, as the contact form's: not at all for a visitor who
  // only reads the teaser, and typing the password gives it the second or so it needs.
  const [proof] = useState(() => lazyProofSolver());

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "sending") return;
    const password = new FormData(event.currentTarget).get("password");
    // The field is required: the browser says so before a submit gets here.
    if (typeof password !== "string" || password === "") return;
    setStatus({ kind: "sending" });
    // Past the wait it goes without a proof, and a wrong try counts twice. Taking it starts the next one.
    const outcome = await sendUnlock({ password, slug: teaser.slug }, await proof.take(PROOF_WAIT_MS));
    if (outcome.ok) {
      // A full load: only the server serves the private page, now that the session's cookie is set.
      // The button keeps saying it is working until the page goes.
      window.location.assign(outcome.location);
      return;
    }
    setStatus({ kind: "error", text: outcome.text });
    // Ready for the next try: the wrong one cleared, the field focused, the sentence read out.
    const field = passwordField.current;
    if (field) {
      field.value = "";
      field.focus();
    }
  }

  const isSending = status.kind === "sending";
  const error = status.kind === "error" ? status.text : undefined;
  return (
    <article className="private-teaser">
      <p className="private-teaser__eyebrow">
        <span className="private-badge">Private</span>
      </p>
      <h1>{teaser.title}</h1>
      {teaser.summary.map((paragraph) => (
        <p key={paragraph} className="private-teaser__summary">
          {paragraph}
        </p>
      ))}
      <p className="private-teaser__note">{TEASER_TEXT}</p>
      <form className="private-teaser__form" method="post" action={UNLOCK_URL} onSubmit={handleSubmit} onFocus={proof.start}>
        <input type="hidden" name="slug" value={teaser.slug} />
        <label htmlFor={passwordId}>Password</label>
        <div className="private-teaser__row">
          <input
            ref={passwordField}
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="button" aria-disabled={isSending || undefined}>
            {isSending ? "Unlocking…" : "Unlock"}
          </button>
        </div>
        {/* Where the server writes the same sentence for a post without JavaScript (server/access/teaser-alert.ts). */}
        {error && (
          <p id={errorId} className="private-teaser__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </article>
  );
}
