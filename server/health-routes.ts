import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { MessageStatus, MessageStore } from "./messages/message-store.ts";
import type { OutboxState } from "./messages/outbox.ts";

export interface HealthDeps {
  store: MessageStore;
  /** Which store answers ('sqlite' or 'postgresql'), never its address or password. */
  storeKind: string;
  /** Undefined when email delivery is off. */
  mailState?: () => OutboxState;
  /** HEALTHZ_TOKEN: sent as `Authorization: Bearer …`, it shows the owner the detail; undefined, nobody sees it. */
  healthzToken?: string;
}

// Digests have one length, which timingSafeEqual needs, so a wrong token's length is not told by timing either.
const digest = (text: string) => createHash("sha256").update(text).digest();

function isOwner(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(authorization.slice("Bearer ".length)), digest(token));
}

/**
 * GET /healthz for a load balancer or uptime check: 200 while the store answers, 503 when it does not.
 * Anyone gets the status alone: the counts per status would tell a bot whether its post was held or
 * taken for spam, and the outbox's last failure names the mail server (docs/product.md#message-store).
 */
export function createHealthRoutes({ store, storeKind, mailState, healthzToken }: HealthDeps) {
  return new Hono().get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    const messages: Record<MessageStatus, number> | undefined = await store.countByStatus().catch(() => undefined);
    const status = messages ? "ok" : "error";
    const code = messages ? 200 : 503;
    if (!isOwner(c.req.header("Authorization"), healthzToken)) return c.json({ status }, code);
    const mail = mailState ? { enabled: true, ...mailState() } : { enabled: false };
    const storeDetail = messages ? { kind: storeKind, ok: true, messages } : { kind: storeKind, ok: false };
    return c.json({ status, store: storeDetail, mail }, code);
  });
}
