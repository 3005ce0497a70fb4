import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { rateLimiter } from "hono-rate-limiter";
import { type ContactErrorCode, contactErrorText } from "#src/features/contact/contact-errors.ts";
import { HONEYPOT_FIELD } from "#src/features/contact/contact-fields.ts";
import { contactOutcomeUrl, THANK_YOU_TEXT } from "#src/features/contact/contact-outcome.ts";
import { parseContactMessage } from "#src/features/contact/contact-schema.ts";
import { PROOF_FIELD, PROOF_HEADER } from "#src/lib/proof-of-work/proof-fields.ts";
import { CROSS_SITE_MESSAGE, sameOriginPostsOnly } from "../request-origin.ts";
import type { SendSiteMessage, SiteMessage } from "../site-message-page.ts";
import type { TrustProxy } from "../trusted-proxies.ts";
import { limitBodySize } from "./body-size-limit.ts";
import { createLimitKeys, LIMIT_KEY_SECRET_NAME } from "./limit-key.ts";
import type { MessageStore, StoredMessage } from "./message-store.ts";
import type { ProofOfWork } from "./proof-of-work.ts";
import { FORM_TYPE, isFormPost, JSON_TYPE, wantsPage } from "./request-content-type.ts";
import { senderAddressOf } from "./sender-address.ts";
import { rateLimitStoreOf } from "./shared-rate-limit-store.ts";

export interface MessageRoutesDeps {
  store: MessageStore;
  proofOfWork: ProofOfWork;
  rateLimit: { max: number; windowMs: number };
  trustProxy: TrustProxy;
  /** Called after a message (not spam) is committed: the outbox sends it. */
  onAccepted?: (message: StoredMessage) => void;
  logError?: (error: unknown) => void;
  now?: () => Date;
  /** The site's page for a browser's post refused before the form's own outcome (server/site-message-page.ts). */
  sendSiteMessage: SendSiteMessage;
}

/** How long a sender is asked to wait when the store cannot save (PostgreSQL restarting, a disk freed). */
export const STORE_RETRY_AFTER_SECONDS = 30;

type Variables = { senderAddress: string; isAccepted: boolean };

// A form of another encoding than the contact form's (multipart, text/plain), posted by a browser.
const NOT_READ_MESSAGE: SiteMessage = {
  title: "The message was not sent.",
  text: "Please write it in the contact form on the home page.",
  link: { href: "/#contact", text: "Go to the contact form" },
};

/** A refusal: a JSON answer for the API, or a redirect back to the form for a post without JavaScript. */
function refuse(c: Context, code: ContactErrorCode, status: 400 | 413 | 429 | 503) {
  if (isFormPost(c)) return c.redirect(contactOutcomeUrl({ kind: "not-sent", reason: code }), 303);
  return c.json({ success: false, error: contactErrorText(code) }, status);
}

async function readBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  if (isFormPost(c)) return { ok: true, value: await c.req.parseBody() };
  try {
    return { ok: true, value: await c.req.json() };
  } catch {
    return { ok: false };
  }
}

function isHoneypotFilled(body: unknown): boolean {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  return typeof value === "string" && value.trim() !== "";
}

/**
 * docs/product.md#message-api: POST /api/send-message with JSON {email, subject, message}; also an ordinary form post,
 * so the form works without JavaScript (answered with a redirect back to the page).
 */
export function createMessageRoutes({
  store,
  proofOfWork,
  rateLimit,
  trustProxy,
  onAccepted,
  logError = console.error,
  now = () => new Date(),
  sendSiteMessage,
}: MessageRoutesDeps) {
  const routes = new Hono<{ Variables: Variables }>();
  const limitKeyOf = createLimitKeys(() => store.secret(LIMIT_KEY_SECRET_NAME));
  // What can fail past the checks is the store (or the rate limit's counts kept in it): PostgreSQL
  // stopped, a SQLite disk full. Nothing was saved, so nothing is acknowledged: 503, and try again.
  routes.onError((error, c) => {
    // Answers a middleware chose on purpose (the CSRF check's 403) pass through as they are.
    if (error instanceof HTTPException) return error.getResponse();
    logError(error);
    c.header("Retry-After", String(STORE_RETRY_AFTER_SECONDS));
    return refuse(c, "unavailable", 503);
  });
  /** The post's proof of work, when it carries a valid, unexpired one; the store spends it with the message. */
  async function proofOf(c: Context, body: unknown) {
    const field = isFormPost(c) ? (body as Record<string, unknown>)[PROOF_FIELD] : undefined;
    const proof = await proofOfWork.check(c.req.header(PROOF_HEADER) ?? (typeof field === "string" ? field : undefined));
    return proof.ok ? { key: proof.key, expiresAt: proof.expiresAt } : undefined;
  }

  routes.get("/challenge", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await proofOfWork.challenge());
  });

  return routes.post(
    "/send-message",
    // Refuses form posts from other sites (Origin or Sec-Fetch-Site); JSON from another site needs CORS, which we never allow.
    sameOriginPostsOnly(trustProxy, (c) => sendSiteMessage(c, 403, CROSS_SITE_MESSAGE)),
    async (c, next) => {
      c.set("senderAddress", senderAddressOf(c, trustProxy));
      await next();
    },
    rateLimiter<{ Variables: Variables }>({
      windowMs: rateLimit.windowMs,
      limit: rateLimit.max,
      // A keyed hash of the address's group (an IPv6 /64), never the address itself.
      keyGenerator: (c) => limitKeyOf(c.get("senderAddress")),
      standardHeaders: "draft-6",
      // Only accepted messages count: a visitor fixing a typo is not held back.
      skipFailedRequests: true,
      requestWasSuccessful: (c) => c.get("isAccepted") === true,
      handler: (c) => refuse(c, "rate-limited", 429),
      // Several servers on one PostgreSQL count together; one server alone counts in memory.
      ...(store.sharedCounts && { store: rateLimitStoreOf(store.sharedCounts, rateLimit.windowMs, now) }),
    }),
    limitBodySize((c) => refuse(c, "too-large", 413)),
    async (c) => {
      const type = c.req.header("Content-Type") ?? "";
      // How a request is sent, not what it says: a form never meets these, so their words stay here
      // rather than in contact-errors.ts, which the home page's script carries.
      if (!JSON_TYPE.test(type) && !FORM_TYPE.test(type)) {
        if (wantsPage(c)) return sendSiteMessage(c, 415, NOT_READ_MESSAGE);
        return c.json({ success: false, error: "Please send the message as JSON (Content-Type: application/json)." }, 415);
      }
      const body = await readBody(c);
      if (!body.ok) return c.json({ success: false, error: "The request body is not valid JSON." }, 400);
      const parsed = parseContactMessage(body.value);
      if (!parsed.ok) return refuse(c, parsed.reason, 400);

      const isSpam = isHoneypotFilled(body.value);
      const proof = isSpam ? undefined : await proofOf(c, body.value);
      // Queued only with a proof spent now for the first time, which the store decides as it saves.
      const status = isSpam ? "spam" : proof ? "queued" : "held";
      const stored = await store.save({ ...parsed.message, status, proof, senderAddress: c.get("senderAddress") });
      c.set("isAccepted", true);
      if (stored.status === "queued") onAccepted?.(stored);
      // A bot that filled the honeypot, or sent no proof, gets the same answer as everyone, so it learns
      // nothing; a person whose browser could not solve the challenge loses nothing (docs/product.md#abuse-protection).
      if (isFormPost(c)) return c.redirect(contactOutcomeUrl({ kind: "sent" }), 303);
      return c.json({ success: true, message: THANK_YOU_TEXT });
    },
  );
}
