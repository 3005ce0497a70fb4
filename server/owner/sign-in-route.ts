// POST /owner/sign-in (docs/product.md#the-owners-room): the owner password from the plain form or as
// JSON from the room's script, under private work's rules on a counter of their own: the origin,
// the size, the proof of work, the address's failures and the site-wide budget come before the slow
// hash (docs/decisions/016-private-work.md, docs/decisions/018-owners-room.md).
import type { Context } from "hono";
import { PROOF_HEADER } from "#src/lib/proof-of-work/proof-fields.ts";
import type { AccessBody } from "../access/access-body.ts";
import { type GuessLimit, tooManyTriesText } from "../access/guess-limit.ts";
import { isSecureCookie } from "../access/session-cookie.ts";
import { MAX_PASSWORD_CHARACTERS, WRONG_PASSWORD_TEXT } from "../access/unlock-route.ts";
import type { MessageStore } from "../messages/message-store.ts";
import type { ProofOfWork } from "../messages/proof-of-work.ts";
import { isFormPost, wantsPage } from "../messages/request-content-type.ts";
import type { TrustProxy } from "../trusted-proxies.ts";
import { setOwnerMarker } from "./owner-marker.ts";
import { ROOM_PATH, readOwnerSessionCookie, setOwnerSessionCookie } from "./owner-session.ts";
import type { OwnerStore } from "./owner-store.ts";
import { roomReturnPathOf, sendSignInPage } from "./sign-in-page.tsx";

export interface SignInDeps {
  owner: OwnerStore;
  guessLimit: GuessLimit;
  proofOfWork: ProofOfWork;
  store: Pick<MessageStore, "spendProof">;
  limitKeyOf(c: Context): Promise<string>;
  trustProxy: TrustProxy;
  now: () => Date;
}

/**
 * A refused sign-in: JSON for the room's script, the sign-in page again with the sentence above the
 * field for a browser's form (a body too large or of another type too: docs/decisions/021-server-written-pages.md).
 */
export function refuseSignIn(c: Context, status: 400 | 403 | 413 | 415 | 429, text: string, returnPath = ROOM_PATH) {
  if (!wantsPage(c)) {
    c.header("Cache-Control", "no-store");
    return c.json({ success: false, error: text }, status);
  }
  return sendSignInPage(c, { returnPath, alert: text }, status);
}

export function signInHandler(deps: SignInDeps) {
  const { owner, guessLimit, proofOfWork, store, limitKeyOf, trustProxy, now } = deps;

  // As for private work's password (server/access/unlock-route.ts): once with a valid proof spent now, twice without.
  async function failureWeightOf(c: Context): Promise<1 | 2> {
    if (isFormPost(c)) return 2;
    const proof = await proofOfWork.check(c.req.header(PROOF_HEADER));
    return proof.ok && (await store.spendProof({ key: proof.key, expiresAt: proof.expiresAt })) ? 1 : 2;
  }

  return async (c: Context<{ Variables: { body: AccessBody } }>) => {
    const body = c.get("body");
    if (!body.ok) return refuseSignIn(c, body.status, body.error);
    const returnPath = roomReturnPathOf(body.fields.return);
    const { password } = body.fields;
    if (typeof password !== "string" || password === "") return refuseSignIn(c, 400, "Enter the password.", returnPath);
    if ([...password].length > MAX_PASSWORD_CHARACTERS) {
      return refuseSignIn(c, 400, "The password must be at most 1,000 characters.", returnPath);
    }

    const key = await limitKeyOf(c);
    const weight = await failureWeightOf(c);
    const limit = await guessLimit.begin(key, weight);
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterMinutes * 60));
      return refuseSignIn(c, 429, tooManyTriesText(limit.retryAfterMinutes), returnPath);
    }
    if (!(await guessLimit.waitIfOverBudget(key, weight))) {
      c.header("Retry-After", "60");
      return refuseSignIn(c, 429, tooManyTriesText(1), returnPath);
    }
    const checked = await owner.checkPassword(password);
    if (!checked.isRight) return refuseSignIn(c, 403, WRONG_PASSWORD_TEXT, returnPath);
    await guessLimit.forgive(key, weight);
    // Refused when the password changed while this try was being checked: it was right for the old one.
    const session = await owner.startSession(checked);
    if (!session) return refuseSignIn(c, 403, WRONG_PASSWORD_TEXT, returnPath);
    // A new id at every sign-in; the one the browser came with, if any, ends.
    const previous = readOwnerSessionCookie(c);
    if (previous) await owner.endSession(previous);
    setOwnerSessionCookie(c, session.id, session.expiresAt, now(), trustProxy);
    setOwnerMarker(c, isSecureCookie(c, trustProxy));
    c.header("Cache-Control", "no-store");
    if (isFormPost(c)) return c.redirect(returnPath, 303);
    return c.json({ success: true, location: returnPath });
  };
}
