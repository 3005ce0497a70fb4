import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { makeNewMessage } from "../test-support/make-message.ts";
import { describeEachStore, describeStore, POSTGRES, SQLITE, type TestStoreKind } from "../test-support/test-stores.ts";
import { POSTGRES_MIGRATIONS } from "./postgres-store-migrations.ts";
import { openDatabase } from "./sqlite-driver.ts";
import { MIGRATIONS } from "./sqlite-store-migrations.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function makePlace(kind: TestStoreKind) {
  const place = await kind.makePlace();
  cleanups.push(place.cleanup);
  return place;
}

const LEASE_MS = 60_000;

describeEachStore((kind) => {
  test("keeps messages across a restart", async () => {
    const place = await makePlace(kind);
    const first = await place.open();
    const saved = await first.save(makeNewMessage({ email: "ada@example.com" }));
    await first.close();

    const reopened = await place.open();
    expect(await reopened.list()).toEqual([{ ...saved, state: "new" }]);
    expect(saved).toMatchObject({ status: "queued", attempts: 0, email: "ada@example.com" });
  });

  test("lists messages newest first, filtered by status and by date", async () => {
    const times = ["2026-01-01T10:00:00Z", "2026-01-02T10:00:00Z", "2026-01-03T10:00:00Z"].map((time) => new Date(time));
    const store = await (await makePlace(kind)).open(() => times.shift() ?? new Date());
    await store.save(makeNewMessage({ subject: "First" }));
    await store.save(makeNewMessage({ subject: "Second", status: "spam" }));
    await store.save(makeNewMessage({ subject: "Third" }));
    const subjects = async (filter?: Parameters<typeof store.list>[0]) =>
      (await store.list(filter)).map((message) => message.subject);
    expect(await subjects()).toEqual(["Third", "Second", "First"]);
    expect(await subjects({ status: "spam" })).toEqual(["Second"]);
    expect(await subjects({ since: new Date("2026-01-02T00:00:00Z") })).toEqual(["Third", "Second"]);
    expect(await subjects({ status: "queued", since: new Date("2026-01-02T00:00:00Z") })).toEqual(["Third"]);
  });

  test("lists messages received in the same millisecond in the order they came", async () => {
    const store = await (await makePlace(kind)).open(() => new Date("2026-01-01T10:00:00Z"));
    for (const subject of ["A", "B", "C"]) await store.save(makeNewMessage({ subject }));
    expect((await store.list()).map((message) => message.subject)).toEqual(["C", "B", "A"]);
  });

  test("keeps only a salted hash of the sender's address, the same one after a restart", async () => {
    const place = await makePlace(kind);
    const first = await place.open();
    await first.save(makeNewMessage({ senderAddress: "198.51.100.23" }));
    await first.close();
    await (await place.open()).save(makeNewMessage({ senderAddress: "198.51.100.23" }));

    const rows = await place.query("SELECT * FROM messages");
    expect(rows.map((row) => row.sender_hash)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), rows[0]?.sender_hash]);
    expect(JSON.stringify(rows)).not.toContain("198.51.100.23");
  });

  test("claims due queued messages one at a time, oldest first, and records each attempt", async () => {
    const at = new Date("2026-01-01T10:00:00Z");
    const store = await (await makePlace(kind)).open(() => at);
    const first = await store.save(makeNewMessage({ subject: "First" }));
    const second = await store.save(makeNewMessage({ subject: "Second" }));
    await store.save(makeNewMessage({ subject: "Spam", status: "spam" }));
    expect(await store.claimDue(at, LEASE_MS)).toMatchObject({ subject: "First" });
    expect(await store.claimDue(at, LEASE_MS)).toMatchObject({ subject: "Second" });
    expect(await store.claimDue(at, LEASE_MS)).toBeUndefined();

    await store.markSent(first.id, at);
    await store.markAttemptFailed(second.id, "connection refused", new Date("2026-01-01T10:05:00Z"));
    expect(await store.claimDue(at, LEASE_MS)).toBeUndefined();
    expect(await store.nextDueAt()).toEqual(new Date("2026-01-01T10:05:00Z"));
    expect(await store.claimDue(new Date("2026-01-01T10:05:00Z"), LEASE_MS)).toMatchObject({ subject: "Second", attempts: 1 });

    await store.markAttemptFailed(second.id, "connection refused", undefined);
    expect(await store.nextDueAt()).toBeUndefined();
    const byStatus = Object.fromEntries(
      (await store.list()).map((message) => [message.subject, [message.status, message.attempts]]),
    );
    expect(byStatus).toEqual({ First: ["sent", 1], Second: ["failed", 2], Spam: ["spam", 0] });
  });

  test("a claimed message stays queued and is handed out again once its lease ends (its server died mid-send)", async () => {
    const at = new Date("2026-01-01T10:00:00Z");
    const store = await (await makePlace(kind)).open(() => at);
    const saved = await store.save(makeNewMessage());
    expect((await store.claimDue(at, LEASE_MS))?.id).toBe(saved.id);
    expect((await store.list())[0]?.status).toBe("queued");
    expect(await store.nextDueAt()).toEqual(new Date(at.getTime() + LEASE_MS));
    expect(await store.claimDue(new Date(at.getTime() + LEASE_MS - 1), LEASE_MS)).toBeUndefined();
    expect((await store.claimDue(new Date(at.getTime() + LEASE_MS), LEASE_MS))?.id).toBe(saved.id);
  });
});

describeEachStore((kind) => {
  test("a held message is never due until released, and releasing it queues it once", async () => {
    const store = await (await makePlace(kind)).open();
    const held = await store.save(makeNewMessage({ status: "held", subject: "No proof" }));
    const later = new Date(Date.now() + 60_000);
    expect(await store.claimDue(later, LEASE_MS)).toBeUndefined();
    expect(await store.nextDueAt()).toBeUndefined();
    expect((await store.countByStatus()).held).toBe(1);
    expect((await store.list({ status: "held" })).map((message) => message.subject)).toEqual(["No proof"]);

    expect(await store.release(held.id, new Date())).toBe(true);
    expect(await store.release(held.id, new Date())).toBe(false);
    expect(await store.release("no-such-id", new Date())).toBe(false);
    expect((await store.claimDue(later, LEASE_MS))?.id).toBe(held.id);
  });

  test("a queued message's proof is spent with it: spent before, the message is held; forgotten once expired", async () => {
    const times = [
      "2026-11-24T10:00:00Z",
      "2026-11-24T10:01:00Z",
      "2026-11-24T10:02:00Z",
      "2026-11-24T10:05:00Z",
      "2026-11-24T10:20:00Z",
    ];
    const place = await makePlace(kind);
    const clock = () => new Date(times.shift() ?? "2026-11-24T11:00:00Z");
    const store = await place.open(clock);
    const proof = (key: string, expiresAt: string) => ({ key, expiresAt: new Date(expiresAt) });
    const first = await store.save(makeNewMessage({ subject: "First", proof: proof("proof-a", "2026-11-24T10:10:00Z") }));
    const replayed = await store.save(makeNewMessage({ subject: "Replayed", proof: proof("proof-a", "2026-11-24T10:10:00Z") }));
    const other = await store.save(makeNewMessage({ subject: "Other", proof: proof("proof-b", "2026-11-24T10:10:00Z") }));
    expect([first.status, replayed.status, other.status]).toEqual(["queued", "held", "queued"]);
    // After a restart too.
    const reopened = await place.open(clock);
    expect((await reopened.save(makeNewMessage({ proof: proof("proof-a", "2026-11-24T10:10:00Z") }))).status).toBe("held");
    const statuses = (await reopened.list()).map((message) => message.status);
    expect(statuses.filter((status) => status === "held")).toHaveLength(2);
    // Past their expiry, spent proofs go (verification refuses an expired proof before it gets here).
    await reopened.save(makeNewMessage({ proof: proof("proof-c", "2026-11-24T10:30:00Z") }));
    if (kind.name === "SQLite")
      expect(await place.query("SELECT key FROM spent_proofs ORDER BY key")).toEqual([{ key: "proof-c" }]);
  });

  test("a proof spent without a message (a password try) is spent once, in the same record as messages' proofs", async () => {
    let now = new Date("2026-11-24T10:00:00Z");
    const place = await makePlace(kind);
    const store = await place.open(() => now);
    const proof = (key: string, expiresAt = "2026-11-24T10:10:00Z") => ({ key, expiresAt: new Date(expiresAt) });
    expect(await store.spendProof(proof("try-a"))).toBe(true);
    expect(await store.spendProof(proof("try-a"))).toBe(false);
    // A message cannot reuse a try's proof, nor a try a message's.
    expect((await store.save(makeNewMessage({ proof: proof("try-a") }))).status).toBe("held");
    expect((await store.save(makeNewMessage({ proof: proof("message-b") }))).status).toBe("queued");
    expect(await store.spendProof(proof("message-b"))).toBe(false);
    // After a restart too.
    expect(await (await place.open(() => now)).spendProof(proof("try-a"))).toBe(false);
    // Past its expiry a key is forgotten (verification refuses an expired proof before it gets here).
    now = new Date("2026-11-24T10:20:00Z");
    expect(await store.spendProof(proof("try-a", "2026-11-24T10:30:00Z"))).toBe(true);
    expect(await store.spendProof(proof("try-a", "2026-11-24T10:30:00Z"))).toBe(false);
  });

  test("a secret is made once and kept, apart from the address salt", async () => {
    const place = await makePlace(kind);
    const first = await (await place.open()).secret("proof_key");
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await (await place.open()).secret("proof_key")).toBe(first);
    expect(await (await place.open()).secret("other_key")).not.toBe(first);
  });
});

describeStore(SQLITE, "the file", () => {
  test("creates the data folder, and the file never holds the sender's address", async () => {
    const place = await makePlace(SQLITE);
    await (await place.open()).save(makeNewMessage({ senderAddress: "198.51.100.23" }));
    for (const file of ["messages.sqlite", "messages.sqlite-wal"]) {
      const bytes = readFileSync(path.join(place.env.DATA_DIR ?? "", file), { flag: "a+" });
      expect(bytes.includes("198.51.100.23")).toBe(false);
    }
  });

  test("fifty messages saved at the same moment are all kept, in the order they came", async () => {
    const place = await makePlace(SQLITE);
    const store = await place.open();
    const subjects = Array.from({ length: 50 }, (_, index) => `Hello ${index}`);

    const saved = await Promise.all(subjects.map((subject) => store.save(makeNewMessage({ subject }))));
    await store.close();

    const reopened = await place.open();
    const listed = await reopened.list();
    expect(listed.map((message) => message.id)).toEqual(saved.map((message) => message.id).reverse());
    expect(listed.map((message) => message.subject).reverse()).toEqual(subjects);
    await reopened.close();
  });

  test("a message waiting for its commit when the store closes is committed first", async () => {
    const place = await makePlace(SQLITE);
    const store = await place.open();

    const saving = store.save(makeNewMessage({ subject: "Last one" }));
    await store.close();
    await saving;

    const reopened = await place.open();
    expect((await reopened.list()).map((message) => message.subject)).toEqual(["Last one"]);
    await reopened.close();
  });

  test("migrates a store from before email delivery: old messages are queued for delivery", async () => {
    const place = await makePlace(SQLITE);
    const dataDir = place.env.DATA_DIR ?? "";
    mkdirSync(dataDir, { recursive: true });
    const old = openDatabase(path.join(dataDir, "messages.sqlite"));
    old.exec(MIGRATIONS[0] ?? "");
    old.pragma("user_version = 1");
    old.prepare("INSERT INTO messages VALUES ('old-1', '2025-12-31T09:00:00.000Z', 'old@example.com', 'Old', 'Kept')").run();
    old.close();

    const store = await place.open();
    expect(await store.list()).toEqual([
      {
        id: "old-1",
        receivedAt: "2025-12-31T09:00:00.000Z",
        email: "old@example.com",
        subject: "Old",
        message: "Kept",
        status: "queued",
        attempts: 0,
        state: "new",
      },
    ]);
    expect((await store.claimDue(new Date(), LEASE_MS))?.id).toBe("old-1");
  });
});

describeStore(POSTGRES, "several servers", () => {
  test("servers starting at once create and migrate the database once", async () => {
    const place = await makePlace(POSTGRES);
    const stores = await Promise.all([place.open(), place.open(), place.open()]);
    const versions = await place.query("SELECT version FROM schema_migrations ORDER BY version");
    expect(versions.map((row) => row.version)).toEqual(POSTGRES_MIGRATIONS.map((_, index) => index + 1));
    expect(await place.query("SELECT key FROM settings")).toEqual([{ key: "address_salt" }]);
    // A proof spent on one server is spent for all: of three posts with it at once, one is queued.
    const proof = { key: "shared-proof", expiresAt: new Date(Date.now() + 60_000) };
    const saved = await Promise.all(stores.map((store) => store.save(makeNewMessage({ proof }))));
    expect(saved.map((message) => message.status).sort()).toEqual(["held", "held", "queued"]);
    await stores[0]?.save(makeNewMessage());
    expect(await stores[2]?.list()).toHaveLength(4);
  });

  test("a proof tried on three servers at once is spent by one", async () => {
    const place = await makePlace(POSTGRES);
    const stores = await Promise.all([place.open(), place.open(), place.open()]);
    const proof = { key: "shared-try", expiresAt: new Date(Date.now() + 60_000) };
    const spent = await Promise.all(stores.map((store) => store.spendProof(proof)));
    expect(spent.sort()).toEqual([false, false, true]);
  });

  test("claims racing on two servers never hand out one message twice", async () => {
    const place = await makePlace(POSTGRES);
    const [one, two] = await Promise.all([place.open(), place.open()]);
    if (!one || !two) throw new Error("two stores expected");
    for (let index = 0; index < 20; index++) await one.save(makeNewMessage({ subject: `Message ${index}` }));
    const now = new Date(Date.now() + 1000);
    const claims = await Promise.all(Array.from({ length: 30 }, (_, index) => (index % 2 ? one : two).claimDue(now, LEASE_MS)));
    const ids = claims.flatMap((message) => (message ? [message.id] : []));
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });
});
