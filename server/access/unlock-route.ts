// POST /api/access/unlock (docs/product.md#private-work): the password for private work, from the
// teaser's plain form or as JSON. Every check that costs nothing comes before the slow hash: the
// origin, the size, the fields, the address's failures (docs/decisions/016-private-work.md).
import type { Context } from "hono";
import { SLUG_PATTERN } from "#src/lib/content-model/case-study-schema.ts";
import { isFormPost } from "../messages/request-content-type.ts";
import { pagePolicy } from "../security-headers.ts";
import type { AccessBody } from "./access-body.ts";
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
  sessions: SessionReader;
  /** The keyed hash of the sender's address group (server/messages/limit-key.ts). */
  limitKeyOf(c: Context): Promise<string>;
  trustProxy: boolean;
  now: () => Date;
}

type Fields = { password: string; slug: string | undefined };

function fieldsOf(body: Record<string, unknown>): Fields | string {
  const { password, slug } = body;
  if (typeof password !== "string" || password === "") return "Enter the password.";
  if ([...password].length > MAX_PASSWORD_CHARACTERS) return "The password must be at most 1,000 characters.";
  return { password, slug: typeof slug === "string" && SLUG_PATTERN.test(slug) ? slug : undefined };
}

/**
 * How many failures a wrong try counts as. A form post (no JavaScript) counts double: nothing has
 * made it pay for the try. When the page's script sends the contact form's proof of work with its
 * JSON (server/messages/proof-of-work.ts), a try with a valid proof will count once here, and one
 * without will count double.
 */
const failureWeightOf = (c: Context) => (isFormPost(c) ? 2 : 1);

export function unlockHandler({ access, privateWork, guessLimit, sessions, limitKeyOf, trustProxy, now }: UnlockDeps) {
  /** A refusal: the teaser again with the sentence by the field, for its form; JSON otherwise. */
  function refuse(c: Context, status: 400 | 403 | 429, text: string, slug: string | undefined) {
    const address = `/case-studies/${slug}`;
    const teaser = slug === undefined ? undefined : privateWork.pageAt(address)?.teaser;
    if (!isFormPost(c) || !teaser) return c.json({ success: false, error: text }, status);
    const { html, sources } = teaserWithAlert(teaser, address, text);
    c.header("Content-Security-Policy", pagePolicy(sources));
    c.header("X-Robots-Tag", "noindex");
    return c.html(html, status);
  }

  return async (c: Context<{ Variables: SessionVariables & { body: AccessBody } }>) => {
    markPrivate(c);
    const body = c.get("body");
    if (!body.ok) return c.json({ success: false, error: body.error }, body.status);
    const fields = fieldsOf(body.fields);
    const slug = typeof fields === "string" ? undefined : fields.slug;
    if (typeof fields === "string") return refuse(c, 400, fields, slug);

    const key = await limitKeyOf(c);
    const weight = failureWeightOf(c);
    const limit = await guessLimit.begin(key, weight);
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterMinutes * 60));
      return refuse(c, 429, tooManyTriesText(limit.retryAfterMinutes), slug);
    }
    await guessLimit.waitIfOverBudget(weight);
    // Already counted by begin(), before the hash: nothing more to count when it is wrong.
    if ((await access.checkPassword(fields.password)) === "wrong") return refuse(c, 403, WRONG_PASSWORD_TEXT, slug);
    await guessLimit.forgive(key, weight);
    const session = await access.startSession({ kind: "password" });
    // Removed between the check and now: as if it were wrong.
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
