// The room's sign-in form with JavaScript (docs/product.md#the-owners-room): solves a proof of work
// while the owner types, and sends the password as JSON with it, so a wrong try counts once rather than
// twice, as private work's teaser does. Without JavaScript the form posts itself and still works.
import { isOwnSitePath } from "../../lib/own-site-path.ts";
import { lazyProofSolver } from "../../lib/proof-of-work/lazy-proof-solver.ts";
import { PROOF_HEADER, PROOF_WAIT_MS } from "../../lib/proof-of-work/proof-fields.ts";

export const SIGN_IN_FAILED_TEXT = "The password could not be checked just now. Please try again.";
const ROOM_PATH = "/owner";

export type SignInOutcome = { ok: true; location: string } | { ok: false; text: string };

export async function sendSignIn(
  fields: { password: string; return: string },
  proof: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<SignInOutcome> {
  try {
    const response = await fetchImpl(`${ROOM_PATH}/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...(proof && { [PROOF_HEADER]: proof }) },
      body: JSON.stringify(fields),
    });
    const body = (await response.json().catch(() => ({}))) as { success?: unknown; location?: unknown; error?: unknown };
    if (response.ok && body.success === true) {
      const location = isOwnSitePath(body.location) && body.location.startsWith(ROOM_PATH) ? body.location : ROOM_PATH;
      return { ok: true, location };
    }
    const error = typeof body.error === "string" ? body.error.trim() : "";
    return { ok: false, text: error || SIGN_IN_FAILED_TEXT };
  } catch {
    return { ok: false, text: SIGN_IN_FAILED_TEXT };
  }
}

/** Takes over the form marked data-sign-in, if the page has one. */
export function enhanceSignIn(document: Document): void {
  const form = document.querySelector<HTMLFormElement>("form[data-sign-in]");
  const input = form?.querySelector<HTMLInputElement>('input[name="password"]');
  const alert = document.getElementById("sign-in-alert");
  if (!form || !input || !alert) return;
  const proof = lazyProofSolver();
  // Started when the owner comes to the form (the field has focus at load, so at once).
  proof.start();
  let isSending = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (isSending) return;
    isSending = true;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    button?.setAttribute("aria-disabled", "true");
    const returnPath = form.querySelector<HTMLInputElement>('input[name="return"]')?.value ?? ROOM_PATH;
    const outcome = await sendSignIn({ password: input.value, return: returnPath }, await proof.take(PROOF_WAIT_MS));
    isSending = false;
    button?.removeAttribute("aria-disabled");
    if (outcome.ok) {
      window.location.assign(outcome.location);
      return;
    }
    alert.textContent = outcome.text;
    alert.className = "room-alert";
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", "sign-in-alert");
    input.select();
  });
}
