import { afterEach, expect, test } from "vitest";
import { makeNewMessage } from "../test-support/make-message.ts";
import { startSmtpTestServer } from "../test-support/smtp-test-server.ts";
import { describeEachStore, describeStore, POSTGRES, type TestStoreKind } from "../test-support/test-stores.ts";
import type { MessageStore } from "./message-store.ts";
import { createOutbox, retryDelay } from "./outbox.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const OWNER = "owner@example.com";

/** An outbox over `store`, as one server runs it; stopped after the test. */
function startOutbox(store: MessageStore, smtpUrl: string, settings: { maxAttempts?: number } = {}) {
  const mailer = createSmtpMailer({ url: smtpUrl, to: OWNER, from: "Portfolio <portfolio@example.com>" });
  const logs: string[] = [];
  /** Ids of the messages this outbox emailed. */
  const emailed: string[] = [];
  const outbox = createOutbox({
    store,
    mailer: {
      send: (message) => mailer.send(message).then(() => void emailed.push(message.id)),
      close: () => mailer.close(),
    },
    retryBaseMs: 40,
    retryMaxMs: 200,
    maxAttempts: settings.maxAttempts ?? 50,
    log: (line) => logs.push(line),
  });
  cleanups.push(
    () => mailer.close(),
    () => outbox.stop(),
  );
  return { outbox, logs, emailed };
}

async function setUp(kind: TestStoreKind, smtpUrl: string, settings: { maxAttempts?: number } = {}) {
  const place = await kind.makePlace();
  cleanups.push(place.cleanup);
  const store = await place.open();
  return { store, ...startOutbox(store, smtpUrl, settings) };
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test("retries back off exponentially up to a cap", () => {
  expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelay(attempts, 30_000, 3_600_000))).toEqual([
    30_000, 60_000, 120_000, 240_000, 480_000, 960_000,
  ]);
  expect(retryDelay(20, 30_000, 3_600_000)).toBe(3_600_000);
});

describeEachStore((kind) => {
  test("emails a message to the owner with Reply-To set to the visitor and a stable Message-ID", async () => {
    const smtp = await startSmtpTestServer();
    cleanups.push(smtp.stop);
    const { store, outbox } = await setUp(kind, smtp.url);
    const saved = await store.save(makeNewMessage());
    outbox.kick();
    await waitFor(async () => (await store.list())[0]?.status === "sent");

    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email?.recipients).toEqual([OWNER]);
    expect(email?.parsed.to).toMatchObject({ text: OWNER });
    expect(email?.parsed.from).toMatchObject({ value: [{ address: "portfolio@example.com", name: "Portfolio" }] });
    expect(email?.parsed.replyTo).toMatchObject({ value: [{ address: "visitor@example.com" }] });
    expect(email?.parsed.subject).toBe("Portfolio message: Hello");
    expect(email?.parsed.messageId).toBe(`<${saved.id}@example.com>`);
    expect(email?.parsed.text).toContain("I liked the case study.");
    expect((await store.list())[0]).toMatchObject({ status: "sent", attempts: 1 });
  });

  test("spam is never emailed", async () => {
    const smtp = await startSmtpTestServer();
    cleanups.push(smtp.stop);
    const { store, outbox } = await setUp(kind, smtp.url);
    await store.save(makeNewMessage({ status: "spam" }));
    await store.save(makeNewMessage({ subject: "Real" }));
    outbox.kick();
    await waitFor(async () => smtp.received.length === 1);
    await outbox.stop();
    expect(smtp.received.map((email) => email.parsed.subject)).toEqual(["Portfolio message: Real"]);
    expect(await store.list({ status: "spam" })).toHaveLength(1);
  });

  test("while the SMTP server is down messages wait; once it is up every one is delivered exactly once", async () => {
    const smtp = await startSmtpTestServer();
    cleanups.push(smtp.stop);
    await smtp.stop();
    const { store, outbox, logs } = await setUp(kind, smtp.url);
    const ids: string[] = [];
    for (const subject of ["One", "Two", "Three"]) ids.push((await store.save(makeNewMessage({ subject }))).id);
    outbox.kick();
    await waitFor(async () => (await store.list()).every((message) => message.attempts >= 2));
    expect((await store.list()).every((message) => message.status === "queued")).toBe(true);
    expect(logs.some((line) => line.includes("Retrying at"))).toBe(true);

    await smtp.start();
    await waitFor(async () => (await store.list()).every((message) => message.status === "sent"));
    await outbox.stop();
    const messageIds = smtp.received.map((email) => email.parsed.messageId);
    expect(messageIds.sort()).toEqual(ids.map((id) => `<${id}@example.com>`).sort());
  });

  test("a refusing server is retried, and after the last attempt the message is marked failed but kept", async () => {
    const smtp = await startSmtpTestServer({ refuse: true });
    cleanups.push(smtp.stop);
    const { store, outbox, logs } = await setUp(kind, smtp.url, { maxAttempts: 3 });
    await store.save(makeNewMessage());
    outbox.kick();
    await waitFor(async () => (await store.list())[0]?.status === "failed");
    expect((await store.list())[0]).toMatchObject({ status: "failed", attempts: 3, message: "I liked the case study." });
    expect(logs.at(-1)).toMatch(/failed 3 times and is marked failed/);
    expect(smtp.received).toEqual([]);
  });

  test("CR or LF in a field never adds a header or a recipient", async () => {
    const smtp = await startSmtpTestServer();
    cleanups.push(smtp.stop);
    const { store, outbox } = await setUp(kind, smtp.url);
    // Written to the store directly, past the API's validation, to prove the mail layer holds on its own.
    await store.save(
      makeNewMessage({
        email: "visitor@example.com\r\nBcc: attacker@example.com",
        subject: "Hi\r\nBcc: attacker2@example.com\r\nX-Injected: yes",
        message: "Body\r\n.\r\nMAIL FROM:<attacker@example.com>",
      }),
    );
    outbox.kick();
    await waitFor(async () => smtp.received.length === 1);
    const [email] = smtp.received;
    expect(email?.recipients).toEqual([OWNER]);
    expect(email?.parsed.headers.has("bcc")).toBe(false);
    expect(email?.parsed.headers.has("x-injected")).toBe(false);
    expect(email?.parsed.replyTo).toBeUndefined();
    expect(email?.raw).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(email?.parsed.subject).toBe("Portfolio message: Hi Bcc: attacker2@example.com X-Injected: yes");
  });

  test("a message claimed by a server that died mid-send is emailed once the claim's lease runs out", async () => {
    const smtp = await startSmtpTestServer();
    cleanups.push(smtp.stop);
    const { store, outbox } = await setUp(kind, smtp.url);
    const saved = await store.save(makeNewMessage());
    // The dead server's claim: nothing will ever end it, so only its lease can.
    const claimedAt = new Date();
    expect((await store.claimDue(claimedAt, 400))?.id).toBe(saved.id);
    outbox.kick();
    await waitFor(async () => (await store.list())[0]?.status === "sent");
    expect(Date.now() - claimedAt.getTime()).toBeGreaterThanOrEqual(400);
    expect(smtp.received.map((email) => email.parsed.messageId)).toEqual([`<${saved.id}@example.com>`]);
    expect((await store.list())[0]).toMatchObject({ status: "sent", attempts: 1 });
  });

  test("stop() waits for the email being sent", async () => {
    const smtp = await startSmtpTestServer({ delayMs: 300 });
    cleanups.push(smtp.stop);
    const { store, outbox } = await setUp(kind, smtp.url);
    await store.save(makeNewMessage());
    outbox.kick();
    await waitFor(async () => smtp.received.length === 0 && (await store.list())[0]?.status === "queued");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await outbox.stop();
    expect((await store.list())[0]?.status).toBe("sent");
  });
});

describeStore(POSTGRES, "several servers", () => {
  test("two outboxes on two servers sharing the database email every message exactly once", async () => {
    // A slow SMTP server, so both outboxes are busy at once and each has to pass over the other's message.
    const smtp = await startSmtpTestServer({ delayMs: 50 });
    cleanups.push(smtp.stop);
    const place = await POSTGRES.makePlace();
    cleanups.push(place.cleanup);
    const [storeOne, storeTwo] = await Promise.all([place.open(), place.open()]);
    if (!storeOne || !storeTwo) throw new Error("two stores expected");
    const ids: string[] = [];
    for (let index = 0; index < 12; index++) ids.push((await storeOne.save(makeNewMessage({ subject: `Message ${index}` }))).id);

    const one = startOutbox(storeOne, smtp.url);
    const two = startOutbox(storeTwo, smtp.url);
    one.outbox.kick();
    two.outbox.kick();
    await waitFor(async () => (await storeOne.list()).every((message) => message.status === "sent"));
    await Promise.all([one.outbox.stop(), two.outbox.stop()]);

    const messageIds = smtp.received.map((email) => email.parsed.messageId);
    expect(messageIds.sort()).toEqual(ids.map((id) => `<${id}@example.com>`).sort());
    expect((await storeTwo.list()).map((message) => message.attempts)).toEqual(ids.map(() => 1));
    // Both took part: the test proves the claim, not one outbox doing all the work.
    expect(one.emailed.length).toBeGreaterThan(0);
    expect(two.emailed.length).toBeGreaterThan(0);
    expect([...one.emailed, ...two.emailed].sort()).toEqual([...ids].sort());
  });
});
