import { expect, test } from "vitest";
import { cleanedUpPerTest } from "./test-support/create-test-app.ts";

const setUp = cleanedUpPerTest();

const TOKEN = "an owner's health token, 32 characters or more";
const FAILING_MAIL = () => ({
  lastSentAt: "2026-11-22T10:00:00.000Z",
  lastFailureAt: "2026-11-22T09:00:00.000Z",
  lastFailure: "connect ECONNREFUSED 127.0.0.1:2525",
});

async function postHeldMessage(app: ReturnType<typeof setUp>["app"]) {
  await app.request("/api/send-message", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "ada@example.com", subject: "Hi", message: "Hello" }),
  });
}

test("GET /healthz tells anyone only that the server is healthy: no counts, no store, no mail state, uncached", async () => {
  const { app } = setUp({ mailState: FAILING_MAIL, healthzToken: TOKEN });
  await postHeldMessage(app);
  const askers: Record<string, string>[] = [{}, { Authorization: "Bearer not the token" }, { Authorization: TOKEN }];
  for (const headers of askers) {
    const response = await app.request("/healthz", { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toBe('{"status":"ok"}');
  }
});

test("answers 503 with no detail when the store does not answer", async () => {
  const { app, store } = setUp({ mailState: FAILING_MAIL });
  await store.close();
  const response = await app.request("/healthz");
  expect(response.status).toBe(503);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(await response.text()).toBe('{"status":"error"}');
});

test("with HEALTHZ_TOKEN as a bearer token, the owner sees the store's counts and the outbox's last failure", async () => {
  const { app } = setUp({ mailState: FAILING_MAIL, healthzToken: TOKEN });
  await postHeldMessage(app);
  const response = await app.request("/healthz", { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(await response.json()).toEqual({
    status: "ok",
    store: { kind: "sqlite", ok: true, messages: { queued: 0, sent: 0, failed: 0, spam: 0, held: 1 } },
    mail: { enabled: true, ...FAILING_MAIL() },
  });
});

test("the owner's detail says that email is off, and that the store does not answer (503)", async () => {
  const { app, store } = setUp({ healthzToken: TOKEN });
  const ownerHeaders = { Authorization: `Bearer ${TOKEN}` };
  expect(await (await app.request("/healthz", { headers: ownerHeaders })).json()).toMatchObject({ mail: { enabled: false } });
  await store.close();
  const response = await app.request("/healthz", { headers: ownerHeaders });
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ status: "error", store: { kind: "sqlite", ok: false }, mail: { enabled: false } });
});

test("without HEALTHZ_TOKEN set, no Authorization header shows the detail", async () => {
  const { app } = setUp({ mailState: FAILING_MAIL });
  for (const authorization of ["Bearer ", "Bearer", "Bearer undefined", ""]) {
    const response = await app.request("/healthz", { headers: { Authorization: authorization } });
    expect(await response.text(), authorization).toBe('{"status":"ok"}');
  }
});
