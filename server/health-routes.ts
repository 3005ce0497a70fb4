import { Hono } from "hono";
import type { MessageStore } from "./messages/message-store.ts";
import type { OutboxState } from "./messages/outbox.ts";

export interface HealthDeps {
  store: MessageStore;
  /** Which store answers ('sqlite' or 'postgresql'), never its address or password. */
  storeKind: string;
  /** Undefined when email delivery is off. */
  mailState?: () => OutboxState;
}

/** GET /healthz for a load balancer or uptime check: 200 while the store answers, 503 when it does not. */
export function createHealthRoutes({ store, storeKind, mailState }: HealthDeps) {
  return new Hono().get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    const mail = mailState ? { enabled: true, ...mailState() } : { enabled: false };
    try {
      const messages = await store.countByStatus();
      return c.json({ status: "ok", store: { kind: storeKind, ok: true, messages }, mail });
    } catch {
      return c.json({ status: "error", store: { kind: storeKind, ok: false }, mail }, 503);
    }
  });
}
