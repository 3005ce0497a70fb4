import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, expect, test } from "vitest";
import { type NewMessage, openMessageStore } from "./message-store.ts";
import { MIGRATIONS } from "./message-store-migrations.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function makeDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "messages-"));
  dirs.push(dir);
  return path.join(dir, "nested", "data");
}

function makeMessage(overrides: Partial<NewMessage> = {}): NewMessage {
  return {
    email: "ada@example.com",
    subject: "Hello",
    message: "Hi there",
    status: "queued",
    senderAddress: "203.0.113.7",
    ...overrides,
  };
}

test("creates the data folder and keeps messages across a restart", async () => {
  const dataDir = makeDataDir();
  const first = openMessageStore(dataDir);
  const saved = await first.save(makeMessage());
  await first.close();

  const reopened = openMessageStore(dataDir);
  expect(await reopened.list()).toEqual([saved]);
  expect(saved).toMatchObject({ status: "queued", attempts: 0, email: "ada@example.com" });
  await reopened.close();
});

test("lists messages newest first, filtered by status and by date", async () => {
  const times = ["2026-01-01T10:00:00Z", "2026-01-02T10:00:00Z", "2026-01-03T10:00:00Z"].map((time) => new Date(time));
  const store = openMessageStore(makeDataDir(), () => times.shift() ?? new Date());
  await store.save(makeMessage({ subject: "First" }));
  await store.save(makeMessage({ subject: "Second", status: "spam" }));
  await store.save(makeMessage({ subject: "Third" }));
  const subjects = async (filter?: Parameters<typeof store.list>[0]) =>
    (await store.list(filter)).map((message) => message.subject);
  expect(await subjects()).toEqual(["Third", "Second", "First"]);
  expect(await subjects({ status: "spam" })).toEqual(["Second"]);
  expect(await subjects({ since: new Date("2026-01-02T00:00:00Z") })).toEqual(["Third", "Second"]);
  expect(await subjects({ status: "queued", since: new Date("2026-01-02T00:00:00Z") })).toEqual(["Third"]);
  await store.close();
});

test("keeps only a salted hash of the sender's address, never the address", async () => {
  const dataDir = makeDataDir();
  const store = openMessageStore(dataDir);
  await store.save(makeMessage({ senderAddress: "198.51.100.23" }));
  await store.close();
  const db = new Database(path.join(dataDir, "messages.sqlite"), { readonly: true });
  const { sender_hash: hash } = db.prepare("SELECT sender_hash FROM messages").get() as { sender_hash: string };
  db.close();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  for (const file of ["messages.sqlite", "messages.sqlite-wal"]) {
    const bytes = readFileSync(path.join(dataDir, file), { flag: "a+" });
    expect(bytes.includes("198.51.100.23")).toBe(false);
  }
});

test("hands out due queued messages oldest first and records each attempt", async () => {
  const store = openMessageStore(makeDataDir(), () => new Date("2026-01-01T10:00:00Z"));
  const first = await store.save(makeMessage({ subject: "First" }));
  const second = await store.save(makeMessage({ subject: "Second" }));
  await store.save(makeMessage({ subject: "Spam", status: "spam" }));
  const at = new Date("2026-01-01T10:00:00Z");
  expect((await store.due(at, 10)).map((message) => message.subject)).toEqual(["First", "Second"]);

  await store.markSent(first.id, at);
  await store.markAttemptFailed(second.id, "connection refused", new Date("2026-01-01T10:05:00Z"));
  expect(await store.due(at, 10)).toEqual([]);
  expect(await store.nextDueAt()).toEqual(new Date("2026-01-01T10:05:00Z"));
  expect(await store.due(new Date("2026-01-01T10:05:00Z"), 10)).toEqual([
    expect.objectContaining({ subject: "Second", attempts: 1 }),
  ]);

  await store.markAttemptFailed(second.id, "connection refused", undefined);
  expect(await store.nextDueAt()).toBeUndefined();
  const byStatus = Object.fromEntries(
    (await store.list()).map((message) => [message.subject, [message.status, message.attempts]]),
  );
  expect(byStatus).toEqual({ First: ["sent", 1], Second: ["failed", 2], Spam: ["spam", 0] });
  await store.close();
});

test("migrates a store from before email delivery: old messages are queued for delivery", async () => {
  const dataDir = makeDataDir();
  mkdirSync(dataDir, { recursive: true });
  const old = new Database(path.join(dataDir, "messages.sqlite"));
  old.exec(MIGRATIONS[0] ?? "");
  old.pragma("user_version = 1");
  old.prepare("INSERT INTO messages VALUES ('old-1', '2025-12-31T09:00:00.000Z', 'old@example.com', 'Old', 'Kept')").run();
  old.close();

  const store = openMessageStore(dataDir);
  expect(await store.list()).toEqual([
    {
      id: "old-1",
      receivedAt: "2025-12-31T09:00:00.000Z",
      email: "old@example.com",
      subject: "Old",
      message: "Kept",
      status: "queued",
      attempts: 0,
    },
  ]);
  expect((await store.due(new Date(), 10)).map((message) => message.id)).toEqual(["old-1"]);
  await store.close();
});
