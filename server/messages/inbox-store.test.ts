// The inbox's side of both stores (docs/product.md#inbox): its pages, search, marks and deletion.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { makeNewMessage } from "../test-support/make-message.ts";
import { describeEachStore, describeStore, SQLITE, type TestStoreKind } from "../test-support/test-stores.ts";
import type { MessageFilter, MessageStore } from "./message-store.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function openStore(kind: TestStoreKind, now?: () => Date) {
  const place = await kind.makePlace();
  cleanups.push(place.cleanup);
  return { place, store: await place.open(now) };
}

/** A clock that moves one minute a call, so each message has its own time. */
function minuteClock(start = "2026-03-01T09:00:00Z") {
  let at = new Date(start).getTime();
  return () => {
    at += 60_000;
    return new Date(at);
  };
}

const subjectsOf = async (store: MessageStore, filter?: MessageFilter) =>
  (await store.list(filter)).map((message) => message.subject);

describeEachStore((kind) => {
  test("lists a page at a time, newest first, and counts every page's messages", async () => {
    const { store } = await openStore(kind, minuteClock());
    for (let index = 1; index <= 7; index++) await store.save(makeNewMessage({ subject: `Message ${index}` }));
    expect(await subjectsOf(store, { limit: 3 })).toEqual(["Message 7", "Message 6", "Message 5"]);
    expect(await subjectsOf(store, { limit: 3, offset: 3 })).toEqual(["Message 4", "Message 3", "Message 2"]);
    expect(await subjectsOf(store, { limit: 3, offset: 6 })).toEqual(["Message 1"]);
    expect(await subjectsOf(store, { limit: 3, offset: 9 })).toEqual([]);
    expect(await store.count({ limit: 3, offset: 3 })).toBe(7);
  });

  test("searches the email, subject and text, whatever the case, taking % and _ as plain characters", async () => {
    const { store } = await openStore(kind, minuteClock());
    await store.save(makeNewMessage({ email: "Ada@Example.com", subject: "Hello", message: "Plain" }));
    await store.save(makeNewMessage({ subject: "ÉCOLE visit", message: "About the école" }));
    await store.save(makeNewMessage({ subject: "Rates", message: "We pay 100% of the_fee" }));
    await store.save(makeNewMessage({ subject: "Other", message: "Nothing" }));
    expect(await subjectsOf(store, { search: "ada@example" })).toEqual(["Hello"]);
    expect(await subjectsOf(store, { search: "école" })).toEqual(["ÉCOLE visit"]);
    expect(await subjectsOf(store, { search: "École" })).toEqual(["ÉCOLE visit"]);
    expect(await subjectsOf(store, { search: "RATES" })).toEqual(["Rates"]);
    expect(await subjectsOf(store, { search: "100%" })).toEqual(["Rates"]);
    expect(await subjectsOf(store, { search: "the_f" })).toEqual(["Rates"]);
    expect(await subjectsOf(store, { search: "%" })).toEqual(["Rates"]);
    expect(await subjectsOf(store, { search: "_" })).toEqual(["Rates"]);
    expect(await subjectsOf(store, { search: "'; DROP TABLE messages; --" })).toEqual([]);
    expect(await store.count({ search: "e" })).toBe(4);
    expect(await store.count()).toBe(4);
  });

  test("leaves spam out when asked, and shows it alone by its status", async () => {
    const { store } = await openStore(kind, minuteClock());
    await store.save(makeNewMessage({ subject: "Real" }));
    await store.save(makeNewMessage({ subject: "Bot", status: "spam" }));
    await store.save(makeNewMessage({ subject: "No proof", status: "held" }));
    expect(await subjectsOf(store, { withoutSpam: true })).toEqual(["No proof", "Real"]);
    expect(await store.count({ withoutSpam: true })).toBe(2);
    expect(await subjectsOf(store, { status: "spam" })).toEqual(["Bot"]);
  });

  test("a message is new until marked read or handled, and can be marked back; held and spam take no marks", async () => {
    const { store } = await openStore(kind, minuteClock());
    const message = await store.save(makeNewMessage({ subject: "Real" }));
    const held = await store.save(makeNewMessage({ subject: "No proof", status: "held" }));
    const spam = await store.save(makeNewMessage({ subject: "Bot", status: "spam" }));
    const stateOf = async (id: string) => (await store.find(id))?.state;
    expect([await stateOf(message.id), await stateOf(held.id), await stateOf(spam.id)]).toEqual(["new", "held", "spam"]);

    const at = new Date("2026-03-02T10:00:00Z");
    expect(await store.mark(message.id, "read", at)).toBe(true);
    expect(await stateOf(message.id)).toBe("read");
    expect(await store.mark(message.id, "handled", at)).toBe(true);
    expect(await stateOf(message.id)).toBe("handled");
    expect(await store.countByState()).toEqual({ new: 0, read: 0, handled: 1, held: 1, spam: 1 });
    expect(await store.mark(message.id, "read", at)).toBe(true);
    expect(await stateOf(message.id)).toBe("read");
    expect(await store.mark(message.id, "new", at)).toBe(true);
    expect(await stateOf(message.id)).toBe("new");
    // Handled straight from new is read too: marked back to read, it stays read.
    await store.mark(message.id, "handled", at);
    await store.mark(message.id, "read", at);
    expect(await stateOf(message.id)).toBe("read");

    expect(await store.mark(held.id, "read", at)).toBe(false);
    expect(await store.mark(spam.id, "handled", at)).toBe(false);
    expect(await store.mark("no-such-id", "read", at)).toBe(false);
    expect([await stateOf(held.id), await stateOf(spam.id)]).toEqual(["held", "spam"]);
    // Released, a held message is a new one, on its way to the outbox.
    await store.release(held.id, at);
    expect(await store.find(held.id)).toMatchObject({ state: "new", status: "queued" });
    expect(await store.countByState()).toEqual({ new: 1, read: 1, handled: 0, held: 0, spam: 1 });
  });

  test("a deleted message is gone from the list, the counts and the outbox", async () => {
    const { store } = await openStore(kind, minuteClock());
    const kept = await store.save(makeNewMessage({ subject: "Kept" }));
    const gone = await store.save(makeNewMessage({ subject: "Gone" }));
    expect(await store.delete(gone.id)).toBe(true);
    expect(await store.delete(gone.id)).toBe(false);
    expect(await store.find(gone.id)).toBeUndefined();
    expect(await subjectsOf(store)).toEqual(["Kept"]);
    expect((await store.countByState()).new).toBe(1);
    const later = new Date(Date.now() + 3_600_000);
    expect((await store.claimDue(later, 60_000))?.id).toBe(kept.id);
    expect(await store.claimDue(later, 60_000)).toBeUndefined();
  });
});

describeStore(SQLITE, "deleting from the file", () => {
  test("a deleted message's text is in neither messages.sqlite nor its -wal afterwards", async () => {
    const { place, store } = await openStore(SQLITE);
    const short = "a short unique sentence 7c1e";
    // Longer than a page: SQLite keeps the rest on overflow pages, which a delete frees.
    const long = `${"a long message ".repeat(800)}with its own end 9d2f`;
    const kept = await store.save(makeNewMessage({ subject: "Kept", message: "Still here" }));
    const first = await store.save(makeNewMessage({ subject: "Short one", message: short }));
    const second = await store.save(makeNewMessage({ subject: "Long one", message: long }));
    // Older copies of its rows too: in the file after a checkpoint, and in the WAL after a mark.
    await place.query("PRAGMA wal_checkpoint(TRUNCATE)");
    await store.mark(first.id, "read", new Date());
    await store.mark(second.id, "handled", new Date());

    const dataDir = place.env.DATA_DIR ?? "";
    const fileBytes = () =>
      ["messages.sqlite", "messages.sqlite-wal"].map((file) => readFileSync(path.join(dataDir, file), { flag: "a+" })).join("");
    expect(fileBytes()).toContain("9d2f");
    expect(fileBytes()).toContain(short);

    expect(await store.delete(first.id)).toBe(true);
    expect(await store.delete(second.id)).toBe(true);
    const bytes = fileBytes();
    for (const text of [short, "with its own end 9d2f", "a long message a long"]) expect(bytes.includes(text), text).toBe(false);
    expect(bytes).toContain("Still here");
    expect((await store.find(kept.id))?.message).toBe("Still here");
  });
});
