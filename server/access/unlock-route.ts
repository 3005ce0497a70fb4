// POST /api/access/unlock (docs/product.md#private-work): the password for private work, from the
// teaser's plain form or as JSON from its script. Every check that costs little comes before the slow
// hash: the origin, the size, the fields, the proof of work, the address's failures
// (docs/decisions/016-private-work.md).
import type { Context } from "hono";
import { SLUG_PATTERN } from "#src/lib/content-model/case-study-schema.ts";
import { PROOF_HEADER } from "#src/lib/proof-of-work/proof-fields.ts";
import type { MessageStore } from "../messages/message-store.ts";
import type { ProofOfWork } from "../messages/proof-of-work.ts";
import { isFormPost } from "../messages/request-content-type.ts";
import { pagePolicy } from "../security-headers.ts";
import type { TrustProxy } from "../trusted-proxies.ts";
import type { AccessBody, RefuseAccess } from "./access-body.ts";
import type { AccessStore } from "./access-store.ts";
import { type GuessLimit, tooManyTriesText } from "./guess-limit.ts";
import { markPrivate } from "./private-routes.ts";
import type { PrivateWork } from "./private-work.ts";
import { setSessionCookie } from "./session-cookie.ts";
import type { SessionReader, SessionVariables } from "./session-middleware.ts";
import { teaserWithAlert } from "./teaser-alert.ts";

export const WRONG_PASSWORD_TEXT = "That password is not right.";
export const MAX_PASSWORD_CHARACTERS = 1000;

export interface UnlockDeps {
  access: AccessStore;
  privateWork: PrivateWork;
  guessLimit: GuessLimit;
  /** The contact form's proof of work, checked as for a message and spent in the same store. */
  proofOfWork: ProofOfWork;
  store: Pick<MessageStore, "spendProof">;
  sessions: SessionReader;
  /** The keyed hash of the sender's address group (server/messages/limit-key.ts). */
  limitKeyOf(c: Context): Promise<string>;
  trustProxy: TrustProxy;
  now: () => Date;
  /** A refusal without the teaser: JSON, or a page of the site for a browser's form (access-refusal.ts). */
  refuseWithoutTeaser: RefuseAccess;
}

type Fields = { password: string; slug: string | undefined };

function fieldsOf(body: Record<string, unknown>): Fields | string {
  const { password, slug } = body;
  if (typeof password !== "string" || password === "") return "Enter the password.";
  if ([...password].length > MAX_PASSWORD_CHARACTERS) return "The password must be at most 1,000 characters.";
  return { password, slug: typeof slug === "string" && SLUG_PATTERN.test(slug) ? slug : undefined };
}

export function unlockHandler(deps: UnlockDeps) {
  const { access, privateWork, guessLimit, proofOfWork, store, sessions, limitKeyOf, trustProxy, now, refuseWithoutTeaser } =
    deps;

  /**
   * How many failures a wrong try counts as (docs/product.md#private-work). Once for JSON from the
   * teaser's script carrying the contact form's proof of work in its header, valid, unexpired and
   * spent now for the first time (a proof buys one try, or one message, never both). Twice for any
   * other: a form post (no JavaScript, so nothing has made it pay for the try), or JSON with no proof
   * or a forged, expired or replayed one. Checked before begin(), which counts the weight, and so
   * before the hash; the proof's check is one HMAC and its spending one write.
   */
  async function failureWeightOf(c: Context): Promise<1 | 2> {
    if (isFormPost(c)) return 2;
    const proof = await proofOfWork.check(c.req.header(PROOF_HEADER));
    return proof.ok && (await store.spendProof({ key: proof.key, expiresAt: proof.expiresAt })) ? 1 : 2;
  }

  /**
   * A refusal: the teaser again with the sentence by the field, for its form. Otherwise JSON, or for a
   * browser's form, a page of the site: the same for a `teaser: false` case study as for an unknown
   * one (docs/decisions/016-private-work.md).
   */
  function refuse(c: Context, status: 400 | 403 | 429, text: string, slug: string | undefined) {
    const address = `/case-studies/${slug}`;
    const teaser = slug === undefined ? undefined : privateWork.pageAt(address)?.teaser;
    if (!isFormPost(c) || !teaser) return refuseWithoutTeaser(c, status, text);
    const { html, sources } = teaserWithAlert(teaser, address, text);
    c.header("Content-Security-Policy", pagePolicy(sources));
    c.header("X-Robots-Tag", "noindex");
    return c.html(html, status);
  }

  return async (c: Context<{ Variables: SessionVariables & { body: AccessBody } }>) => {
    markPrivate(c);
    const body = c.get("body");
    if (!body.ok) return refuseWithoutTeaser(c, body.status, body.error);
    const fields = fieldsOf(body.fields);
    const slug = typeof fields === "string" ? undefined : fields.slug;
    if (typeof fields === "string") return refuse(c, 400, fields, slug);

    const key = await limitKeyOf(c);
    const weight = await failureWeightOf(c);
    const limit = await guessLimit.begin(key, weight);
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterMinutes * 60));
      return refuse(c, 429, tooManyTriesText(limit.retryAfterMinutes), slug);
    }
    if (!(await guessLimit.waitIfOverBudget(key, weight))) {
      c.header("Retry-After", "60");
      return refuse(c, 429, tooManyTriesText(1), slug);
    }
    // Already counted by begin(), before the hash: nothing more to count when it is wrong.
    const checked = await access.checkPassword(fields.password);
    if (!checked.isRight) return refuse(c, 403, WRONG_PASSWORD_TEXT, slug);
    await guessLimit.forgive(key, weight);
    const session = await access.startSession({ kind: "password", checked });
    // Changed or removed between the check and now: right only for a password no longer set, so wrong.
    if (!session) return refuse(c, 403, WRONG_PASSWORD_TEXT, slug);
    // A new id every time; the one the visitor came with, if any, ends.
    const previous = c.get("sessionId");
    if (previous) {
      sessions.forget(previous);
      await access.endSession(previous);
    }
    setSessionCookie(c, session.id, session.expiresAt, now(), trustProxy);
    const location = slug && privateWork.isProtected(slug) ? `/case-studies/${slug}` : "/case-studies";
    if (isFormPost(c)) return c.redirect(location, 303);
    return c.json({ success: true, location });
  };
}
