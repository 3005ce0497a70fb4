import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { AccessInputError } from "../access/access-input.ts";
import { SAME_AS_OWNER_TEXT } from "../access/access-store-core.ts";
import { describeEachStore, type TestStorePlace } from "../test-support/test-stores.ts";
import type { OwnerStore } from "./owner-store.ts";
import { SAME_AS_PRIVATE_WORK_TEXT } from "./owner-store-core.ts";

// scrypt costs tens of milliseconds a hash; a busy machine makes that more.
vi.setConfig({ testTimeout: 20_000 });

const HOUR = 60 * 60 * 1000;
const START = new Date("2026-11-01T09:00:00.000Z");
const PASSWORD = "owner's long passphrase";

describeEachStore((kind) => {
  let place: TestStorePlace;
  let time: number;
  let store: OwnerStore;
  const now = () => new Date(time);

  beforeEach(async () => {
    time = START.getTime();
    place = await kind.makePlace();
    store = await place.openOwner(now);
  });
  afterEach(() => place.cleanup());

  test("without an owner password nobody signs in and no session starts", async () => {
    expect(await store.hasPassword()).toBe(false);
    expect((await store.checkPassword(PASSWORD)).isRight).toBe(false);
    expect(await store.startSession(await store.checkPassword(PASSWORD))).toBeUndefined();
  });

  test("the password needs 12 characters and is kept only as a scrypt hash", async () => {
    await expect(store.setPassword("eleven chars")).resolves.toBeUndefined();
    await expect(store.setPassword("only eleven")).rejects.toThrow("at least 12 characters; it has 11");
    await store.setPassword(PASSWORD);
    expect((await store.checkPassword(PASSWORD)).isRight).toBe(true);
    expect((await store.checkPassword("eleven chars")).isRight).toBe(false);
    const [row] = await place.query("SELECT hash FROM owner_password");
    expect(row?.hash).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(JSON.stringify(row)).not.toContain("passphrase");
  });

  test("a session lasts 12 hours from sign-in, and its id is stored only as a hash", async () => {
    await store.setPassword(PASSWORD);
    const session = await store.startSession(await store.checkPassword(PASSWORD));
    if (!session) throw new Error("no session");
    expect(session.expiresAt.getTime() - START.getTime()).toBe(12 * HOUR);
    expect(await store.findSession(session.id)).toEqual({ expiresAt: session.expiresAt });
    const rows = await place.query("SELECT id_hash FROM owner_sessions");
    expect(JSON.stringify(rows)).not.toContain(session.id);
    time += 12 * HOUR - 1;
    expect(await store.findSession(session.id)).toBeDefined();
    time += 1;
    expect(await store.findSession(session.id)).toBeUndefined();
  });

  test("a try checked against a password since replaced starts no session, nor does a wrong one", async () => {
    await store.setPassword(PASSWORD);
    const checkedBefore = await store.checkPassword(PASSWORD);
    await store.setPassword(`${PASSWORD} renewed`);
    expect(await store.startSession(checkedBefore)).toBeUndefined();
    expect(await store.startSession(await store.checkPassword(PASSWORD))).toBeUndefined();
    expect(await store.startSession(await store.checkPassword(`${PASSWORD} renewed`))).toBeDefined();
  });

  test("sign-out ends one session, sign out everywhere and a new password end them all", async () => {
    await store.setPassword(PASSWORD);
    const checked = await store.checkPassword(PASSWORD);
    const [one, two, three] = [
      await store.startSession(checked),
      await store.startSession(checked),
      await store.startSession(checked),
    ];
    if (!one || !two || !three) throw new Error("no session");
    expect(one.id).not.toBe(two.id);
    await store.endSession(one.id);
    expect(await store.findSession(one.id)).toBeUndefined();
    expect(await store.findSession(two.id)).toBeDefined();
    await store.endAllSessions();
    expect(await store.findSession(two.id)).toBeUndefined();
    const four = await store.startSession(await store.checkPassword(PASSWORD));
    if (!four) throw new Error("no session");
    await store.setPassword(`${PASSWORD} renewed`);
    expect(await store.findSession(four.id)).toBeUndefined();
    expect(await store.findSession("not a session id")).toBeUndefined();
  });

  test("the owner password and the password for private work must differ, both ways", async () => {
    const access = await place.openAccess(now);
    await access.setPassword(PASSWORD);
    await expect(store.setPassword(PASSWORD)).rejects.toThrow(new AccessInputError(SAME_AS_PRIVATE_WORK_TEXT));
    expect(await store.hasPassword()).toBe(false);
    await store.setPassword(`${PASSWORD} for the room`);
    await expect(access.setPassword(`${PASSWORD} for the room`)).rejects.toThrow(new AccessInputError(SAME_AS_OWNER_TEXT));
    expect((await access.checkPassword(PASSWORD)).isRight).toBe(true);
  });

  test("sign-in failures count apart from private work's", async () => {
    const access = await place.openAccess(now);
    const key = "c".repeat(64);
    await store.recordFailure(key);
    await store.recordFailure(key);
    await access.recordFailure(key);
    expect(await store.countFailures(key, START)).toBe(2);
    expect(await store.countAllFailures(START)).toBe(2);
    expect(await access.countAllFailures(START)).toBe(1);
    await store.forgetFailure(key);
    expect(await store.countFailures(key, START)).toBe(1);
  });

  test("the sign-in budget's last spending is kept apart from private work's", async () => {
    const access = await place.openAccess(now);
    await store.recordBudgetSpent();
    expect(await store.lastBudgetSpentAt()).toEqual(START);
    expect(await access.lastBudgetSpentAt()).toBeUndefined();
  });
});
