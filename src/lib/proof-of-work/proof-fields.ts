// What the page's forms and the server agree on for the proof of work (docs/product.md#abuse-protection,
// docs/decisions/014-proof-of-work.md): the contact form and the private work teaser's password form
// both send it. Constants only, so a page carries these few bytes and loads the solver when it needs it.

/**
 * The proof travels beside what a form sends, never in its JSON body: in this request header from
 * the page's script, in this hidden field when the browser posts the form itself.
 */
export const PROOF_HEADER = "X-Altcha";
export const PROOF_FIELD = "altcha";
/** Where a form asks for a challenge to solve (server/messages/message-routes.ts). */
export const CHALLENGE_URL = "/api/challenge";
/**
 * How long a form waits for the proof still being solved when it is sent; past it, it goes without
 * one, and the server treats it as any post without (docs/product.md#abuse-protection).
 */
export const PROOF_WAIT_MS = 10_000;
