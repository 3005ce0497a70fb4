import { isOwnSitePath } from "../../lib/own-site-path.ts";
import { PROOF_HEADER } from "../../lib/proof-of-work/proof-fields.ts";

/** Where the teaser's form sends the password (server/access/unlock-route.ts), with or without JavaScript. */
export const UNLOCK_URL = "/api/access/unlock";
/** docs/product.md#private-work: shown when the server gives no sentence of its own (no answer, a proxy's error page). */
export const UNLOCK_FAILED_TEXT = "The password could not be checked just now. Please try again.";
/** Where a success without a usable location goes: the list shows every case study the session opens. */
const FALLBACK_LOCATION = "/case-studies";

export type UnlockOutcome = { ok: true; location: string } | { ok: false; text: string };

/** Only a path on this site: a location like `//elsewhere.example` would leave it. */
function sitePathOf(location: unknown): string {
  return isOwnSitePath(location) ? location : FALLBACK_LOCATION;
}

/**
 * docs/product.md#private-work: the teaser's script sends the password as JSON `{password, slug}`, its
 * proof of work, when there is one, beside it in the contact form's header (a try with a valid one
 * counts once, without it twice), and turns the answer into where to go or the sentence to show.
 */
export async function sendUnlock(
  fields: { password: string; slug: string },
  proof: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<UnlockOutcome> {
  try {
    const response = await fetchImpl(UNLOCK_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...(proof && { [PROOF_HEADER]: proof }) },
      body: JSON.stringify(fields),
    });
    // Our server answers JSON; anything else (a proxy's HTML page) has no sentence to show.
    const body = (await response.json().catch(() => ({}))) as { success?: unknown; location?: unknown; error?: unknown };
    if (response.ok && body.success === true) return { ok: true, location: sitePathOf(body.location) };
    const error = typeof body.error === "string" ? body.error.trim() : "";
    return { ok: false, text: error || UNLOCK_FAILED_TEXT };
  } catch {
    return { ok: false, text: UNLOCK_FAILED_TEXT };
  }
}
