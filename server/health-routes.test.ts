import { expect, test } from "vitest";
import { cleanedUpPerTest } from "./test-support/create-test-app.ts";

const setUp = cleanedUpPerTest();

test("GET /healthz reports the store's counts and that email is off, uncached", async () => {
  const { app } = setUp();
  await app.request("/api/send-message", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "ada@example.com", subject: "Hi", message: "Hello" }),
  });
  const response = await app.request("/healthz");
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(await response.json()).toEqual({
    status: "ok",
    store: { kind: "sqlite", ok: true, messages: { queued: 0, sent: 0, failed: 0, spam: 0, held: 1 } },
    mail: { enabled: false },
  });
});

test("reports the outbox's last delivery and failure, without any settings", async () => {
  const { app } = setUp({
    mailState: () => ({
      lastSentAt: "2026-11-22T10:00:00.000Z",
      lastFailureAt: "2026-11-22T09:00:00.000Z",
      lastFailure: "connect ECONNREFUSED 127.0.0.1:2525",
    }),
  });
  const body = await (await app.request("/healthz")).json();
  expect(body.mail).toEqual({
    enabled: true,
    lastSentAt: "2026-11-22T10:00:00.000Z",
    lastFailureAt: "2026-11-22T09:00:00.000Z",
    lastFailure: "connect ECONNREFUSED 127.0.0.1:2525",
  });
  expect(JSON.stringify(body)).not.toMatch(/smtp:|password/i);
});

test("answers 503 when the store does not answer", async () => {
  const { app, store } = setUp();
  await store.close();
  const response = await app.request("/healthz");
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ status: "error", store: { kind: "sqlite", ok: false } });
});
