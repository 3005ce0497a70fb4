import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { describeEachStore, type TestStorePlace } from "../test-support/test-stores.ts";
import { AccessInputError } from "./access-input.ts";
import { hashSecret } from "./access-secrets.ts";
import type { AccessStore } from "./access-store.ts";

// scrypt costs tens of milliseconds a hash; a busy machine makes that more.
vi.setConfig({ testTimeout: 20_000 });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = new Date("2026-11-01T09:00:00.000Z");
const PASSWORD = "correct horse battery";
const KEY = "a".repeat(64);
const OTHER_KEY = "b".repeat(64);

describeEachStore((kind) => {
  let place: TestStorePlace;
  let time: number;
  let store: AccessStore;
  const now = () => new Date(time);
  const later = (ms: number) => {
    time += ms;
  };

  beforeEach(async () => {
    time = START.getTime();
    place = await kind.makePlace();
    store = await place.openAccess(now);
  });
  afterEach(() => place.cleanup());

  test("without a password nobody gets in: checkPassword says wrong and no password session starts", async () => {
    expect(await store.hasPassword()).toBe(false);
    expect((await store.checkPassword(PASSWORD)).isRight).toBe(false);
    expect((await store.checkPassword("")).isRight).toBe(false);
    expect(await store.startSession({ kind: "password", checked: await store.checkPassword(PASSWORD) })).toBeUndefined();
  });

  test("a set password is right, anything else wrong; it is stored only as a scrypt hash", async () => {
    await store.setPassword(PASSWORD);
    expect(await store.hasPassword()).toBe(true);
    expect((await store.checkPassword(PASSWORD)).isRight).toBe(true);
    expect((await store.checkPassword(`${PASSWORD} `)).isRight).toBe(false);
    expect((await store.checkPassword("Correct horse battery")).isRight).toBe(false);
    const [row] = await place.query("SELECT hash FROM access_password");
    expect(row?.hash).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain("horse");
  });

  test("a password of accents composed or not is the same password", async () => {
    await store.setPassword("caf\u00e9 au lait!");
    expect((await store.checkPassword("cafe\u0301 au lait!")).isRight).toBe(true);
  });

  test("refuses a password under 10 characters, counting code points, and one with control characters", async () => {
    await expect(store.setPassword("123456789")).rejects.toThrow(
      new AccessInputError("The password must have at least 10 characters; it has 9."),
    );
    // Nine emoji are 18 UTF-16 units but nine characters.
    await expect(store.setPassword("🔑".repeat(9))).rejects.toThrow("it has 9.");
    await expect(store.setPassword("long enough\npassword")).rejects.toThrow("control characters");
    expect(await store.hasPassword()).toBe(false);
    await store.setPassword("🔑".repeat(10));
    expect((await store.checkPassword("🔑".repeat(10))).isRight).toBe(true);
  });

  test("a password session lasts 12 hours from its start, never extended", async () => {
    await store.setPassword(PASSWORD);
    const session = await store.startSession({ kind: "password", checked: await store.checkPassword(PASSWORD) });
    expect(session?.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session?.expiresAt).toEqual(new Date(START.getTime() + 12 * HOUR));
    const id = session?.id ?? "";
    later(12 * HOUR - 1);
    expect(await store.findSession(id)).toEqual({ kind: "password", scope: "all", expiresAt: session?.expiresAt });
    later(1);
    expect(await store.findSession(id)).toBeUndefined();
  });

  test("a try checked against a password since replaced or removed starts no session, nor does a wrong one", async () => {
    await store.setPassword(PASSWORD);
    const checkedBefore = await store.checkPassword(PASSWORD);
    await store.setPassword("another long password");
    expect(await store.startSession({ kind: "password", checked: checkedBefore })).toBeUndefined();
    expect(await store.startSession({ kind: "password", checked: await store.checkPassword(PASSWORD) })).toBeUndefined();
    const checkedNow = await store.checkPassword("another long password");
    await store.removePassword();
    expect(await store.startSession({ kind: "password", checked: checkedNow })).toBeUndefined();
  });

  test("a new password or --off ends the password sessions, not the link sessions", async () => {
    await store.setPassword(PASSWORD);
    const first = await store.startSession({ kind: "password", checked: await store.checkPassword(PASSWORD) });
    const link = await store.createLink({ label: "Acme hiring" });
    const byLink = await store.startSession({ kind: "link", linkId: link.id });
    await store.setPassword("another long password");
    expect(await store.findSession(first?.id ?? "")).toBeUndefined();
    expect(await store.findSession(byLink?.id ?? "")).toMatchObject({ kind: "link", linkId: link.id });
    expect((await store.checkPassword(PASSWORD)).isRight).toBe(false);

    const second = await store.startSession({ kind: "password", checked: await store.checkPassword("another long password") });
    expect(await store.findSession(second?.id ?? "")).toMatchObject({ kind: "password" });
    await store.removePassword();
    expect(await store.hasPassword()).toBe(false);
    expect(await store.findSession(second?.id ?? "")).toBeUndefined();
    expect(await store.findSession(byLink?.id ?? "")).toMatchObject({ kind: "link" });
    // Setting the same password again does not bring the ended sessions back.
    await store.setPassword("another long password");
    expect(await store.findSession(second?.id ?? "")).toBeUndefined();
  });

  test("a link opens what it names until it expires; its token is found only while it is live", async () => {
    const all = await store.createLink({ label: "Acme hiring" });
    const some = await store.createLink({ label: "Beta", days: 2, only: ["atlas", "beacon", "atlas"] });
    expect(all.id).toMatch(/^[a-z2-7]{8}$/);
    expect(all.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(all.expiresAt).toEqual(new Date(START.getTime() + 30 * DAY));
    expect(await store.findLink(all.token)).toEqual({ id: all.id, scope: "all", expiresAt: all.expiresAt });
    expect(await store.findLink(some.token)).toEqual({ id: some.id, scope: ["atlas", "beacon"], expiresAt: some.expiresAt });
    expect(await store.findLink("x".repeat(43))).toBeUndefined();
    expect(await store.findLink("not a token")).toBeUndefined();
    later(2 * DAY);
    expect(await store.findLink(some.token)).toBeUndefined();
    expect(await store.findLink(all.token)).toMatchObject({ id: all.id });
  });

  test("listLinks shows each link's scope, times, opens and status, newest first", async () => {
    const first = await store.createLink({ label: "  Acme hiring  ", days: 1 });
    later(HOUR);
    const second = await store.createLink({ label: "Beta", only: ["atlas"] });
    later(HOUR);
    const third = await store.createLink({ label: "Gamma" });
    await store.countOpen(second.id);
    later(HOUR);
    await store.countOpen(second.id);
    expect(await store.revokeLink(third.id)).toBe(true);
    later(DAY);
    expect(await store.listLinks()).toEqual([
      {
        id: third.id,
        label: "Gamma",
        scope: "all",
        createdAt: new Date(START.getTime() + 2 * HOUR),
        expiresAt: third.expiresAt,
        revokedAt: new Date(START.getTime() + 3 * HOUR),
        opens: 0,
        lastOpenedAt: undefined,
        status: "withdrawn",
      },
      {
        id: second.id,
        label: "Beta",
        scope: ["atlas"],
        createdAt: new Date(START.getTime() + HOUR),
        expiresAt: second.expiresAt,
        revokedAt: undefined,
        opens: 2,
        lastOpenedAt: new Date(START.getTime() + 3 * HOUR),
        status: "live",
      },
      {
        id: first.id,
        label: "Acme hiring",
        scope: "all",
        createdAt: START,
        expiresAt: new Date(START.getTime() + DAY),
        revokedAt: undefined,
        opens: 0,
        lastOpenedAt: undefined,
        status: "expired",
      },
    ]);
  });

  test("revoking: an unknown or already withdrawn id is false; all withdraws the live ones and counts them", async () => {
    const one = await store.createLink({ label: "One" });
    await store.createLink({ label: "Two" });
    await store.createLink({ label: "Short", days: 1 });
    expect(await store.revokeLink("nosuchid")).toBe(false);
    expect(await store.revokeLink(one.id)).toBe(true);
    expect(await store.revokeLink(one.id)).toBe(false);
    expect(await store.findLink(one.token)).toBeUndefined();
    later(DAY);
    expect(await store.revokeAllLinks()).toBe(1);
    expect((await store.listLinks()).map((link) => link.status).sort()).toEqual(["expired", "withdrawn", "withdrawn"]);
    expect(await store.revokeAllLinks()).toBe(0);
  });

  test("a link session lasts until its link expires, and ends when the link is withdrawn", async () => {
    const link = await store.createLink({ label: "Acme", days: 3, only: ["atlas"] });
    const kept = await store.startSession({ kind: "link", linkId: link.id });
    expect(kept?.expiresAt).toEqual(link.expiresAt);
    later(3 * DAY - 1);
    expect(await store.findSession(kept?.id ?? "")).toEqual({
      kind: "link",
      scope: ["atlas"],
      expiresAt: link.expiresAt,
      linkId: link.id,
    });
    later(1);
    expect(await store.findSession(kept?.id ?? "")).toBeUndefined();
    expect(await store.startSession({ kind: "link", linkId: link.id })).toBeUndefined();

    const other = await store.createLink({ label: "Other" });
    const session = await store.startSession({ kind: "link", linkId: other.id });
    expect(await store.findSession(session?.id ?? "")).toMatchObject({ linkId: other.id });
    await store.revokeLink(other.id);
    expect(await store.findSession(session?.id ?? "")).toBeUndefined();
    expect(await store.startSession({ kind: "link", linkId: other.id })).toBeUndefined();
    expect(await store.startSession({ kind: "link", linkId: "nosuchid" })).toBeUndefined();
  });

  test("endSession ends one session; a made-up id finds nothing", async () => {
    await store.setPassword(PASSWORD);
    const ended = await store.startSession({ kind: "password", checked: await store.checkPassword(PASSWORD) });
    const kept = await store.startSession({ kind: "password", checked: await store.checkPassword(PASSWORD) });
    await store.endSession(ended?.id ?? "");
    expect(await store.findSession(ended?.id ?? "")).toBeUndefined();
    expect(await store.findSession(kept?.id ?? "")).toMatchObject({ kind: "password" });
    expect(await store.findSession("A".repeat(43))).toBeUndefined();
    expect(await store.findSession("")).toBeUndefined();
  });

  test("findSessionByHash finds a session by the hash the store keeps of its id, and nothing by the id itself", async () => {
    await store.setPassword(PASSWORD);
    const session = await store.startSession({ kind: "password", checked: await store.checkPassword(PASSWORD) });
    const id = session?.id ?? "";
    expect(await store.findSessionByHash(hashSecret(id))).toEqual(await store.findSession(id));
    expect(await store.findSessionByHash(hashSecret(id))).toMatchObject({ kind: "password" });
    for (const notAHash of [id, hashSecret(id).toUpperCase(), "", "0".repeat(63)]) {
      expect(await store.findSessionByHash(notAHash), notAHash).toBeUndefined();
    }
    await store.endSession(id);
    expect(await store.findSessionByHash(hashSecret(id))).toBeUndefined();
  });

  test("sessions past their end are deleted as new ones start", async () => {
    await store.setPassword(PASSWORD);
    await store.startSession({ kind: "password", checked: await store.checkPassword(PASSWORD) });
    later(12 * HOUR);
    await store.startSession({ kind: "password", checked: await store.checkPassword(PASSWORD) });
    expect(await place.query("SELECT expires_at FROM access_sessions")).toHaveLength(1);
  });

  test("the token and the session id are kept only as SHA-256, never in clear", async () => {
    await store.setPassword(PASSWORD);
    const link = await store.createLink({ label: "Acme" });
    const byLink = await store.startSession({ kind: "link", linkId: link.id });
    const byPassword = await store.startSession({ kind: "password", checked: await store.checkPassword(PASSWORD) });
    const tables = JSON.stringify([
      await place.query("SELECT * FROM access_links"),
      await place.query("SELECT * FROM access_sessions"),
      await place.query("SELECT * FROM access_password"),
    ]);
    const { createHash } = await import("node:crypto");
    for (const secret of [link.token, byLink?.id ?? "", byPassword?.id ?? ""]) {
      expect(secret).toHaveLength(43);
      expect(tables).not.toContain(secret);
      expect(tables).not.toContain(Buffer.from(secret, "base64url").toString("hex"));
      expect(tables).toContain(createHash("sha256").update(secret).digest("hex"));
    }
  });

  test("refuses a bad label, days or slug, with a sentence", async () => {
    await expect(store.createLink({ label: "   " })).rejects.toThrow("The label must be 1 to 80 characters; it has 0.");
    await expect(store.createLink({ label: "x".repeat(81) })).rejects.toThrow("it has 81.");
    await expect(store.createLink({ label: "Acme\u001b[2J" })).rejects.toThrow("control characters");
    await expect(store.createLink({ label: "Acme \u202egnp.exe" })).rejects.toThrow("control characters");
    for (const days of [0, 366, 1.5, Number.NaN]) {
      await expect(store.createLink({ label: "Acme", days })).rejects.toThrow("Days must be a whole number from 1 to 365");
    }
    await expect(store.createLink({ label: "Acme", only: [] })).rejects.toThrow("at least one slug");
    await expect(store.createLink({ label: "Acme", only: ["Not A Slug"] })).rejects.toThrow('"Not A Slug" is not a slug');
    expect(await store.listLinks()).toEqual([]);
    expect((await store.createLink({ label: "é".repeat(80), days: 365 })).expiresAt).toEqual(
      new Date(START.getTime() + 365 * DAY),
    );
  });

  test("a link's expiry moves to days from now, earlier or later, and its live sessions move with it", async () => {
    const link = await store.createLink({ label: "Acme", days: 3 });
    const session = await store.startSession({ kind: "link", linkId: link.id });
    later(DAY);
    expect(await store.setLinkExpiry(link.id, 10)).toEqual({ changed: true, expiresAt: new Date(now().getTime() + 10 * DAY) });
    expect((await store.listLinks())[0]).toMatchObject({ expiresAt: new Date(now().getTime() + 10 * DAY), status: "live" });
    // Past the old end, the session goes on to the new one.
    later(5 * DAY);
    expect(await store.findSession(session?.id ?? "")).toMatchObject({
      linkId: link.id,
      expiresAt: new Date(now().getTime() + 5 * DAY),
    });
    expect(await store.findLink(link.token)).toMatchObject({ id: link.id });
    // Shortened: it and its session end with the new expiry.
    expect(await store.setLinkExpiry(link.id, 1)).toMatchObject({ changed: true });
    later(DAY - 1);
    expect(await store.findSession(session?.id ?? "")).toMatchObject({ linkId: link.id });
    later(1);
    expect(await store.findSession(session?.id ?? "")).toBeUndefined();
    expect(await store.findLink(link.token)).toBeUndefined();
    expect((await store.listLinks())[0]?.status).toBe("expired");
  });

  test("renewing an expired link opens it again, but revives none of the sessions that ended with it", async () => {
    const link = await store.createLink({ label: "Acme", days: 1 });
    const ended = await store.startSession({ kind: "link", linkId: link.id });
    later(DAY);
    expect(await store.findLink(link.token)).toBeUndefined();
    expect(await store.setLinkExpiry(link.id, 30)).toMatchObject({ changed: true });
    expect(await store.findLink(link.token)).toMatchObject({ id: link.id });
    expect(await store.findSession(ended?.id ?? "")).toBeUndefined();
    expect(await place.query("SELECT id_hash FROM access_sessions")).toEqual([]);
    const fresh = await store.startSession({ kind: "link", linkId: link.id });
    expect(fresh?.expiresAt).toEqual(new Date(now().getTime() + 30 * DAY));
  });

  test("a withdrawn link cannot be renewed, an unknown id changes nothing, and days are checked", async () => {
    const link = await store.createLink({ label: "Acme" });
    const other = await store.createLink({ label: "Other", days: 5 });
    await store.revokeLink(link.id);
    expect(await store.setLinkExpiry(link.id, 30)).toEqual({ changed: false, reason: "withdrawn" });
    expect(await store.setLinkExpiry("nosuchid", 30)).toEqual({ changed: false, reason: "unknown" });
    expect(await store.findLink(link.token)).toBeUndefined();
    for (const days of [0, 366, 2.5, Number.NaN]) {
      await expect(store.setLinkExpiry(other.id, days)).rejects.toThrow("Days must be a whole number from 1 to 365");
    }
    expect((await store.listLinks()).find(({ id }) => id === other.id)?.expiresAt).toEqual(other.expiresAt);
    expect((await store.listLinks()).find(({ id }) => id === link.id)?.status).toBe("withdrawn");
  });

  test("the last time the site-wide budget was spent is kept past the failures' hour, the latest one", async () => {
    expect(await store.lastBudgetSpentAt()).toBeUndefined();
    await store.recordBudgetSpent();
    const first = now();
    later(2 * HOUR);
    await store.recordBudgetSpent();
    expect(await store.lastBudgetSpentAt()).toEqual(now());
    // A server whose clock runs behind does not move it back.
    const ahead = now();
    time = first.getTime();
    await store.recordBudgetSpent();
    expect(await store.lastBudgetSpentAt()).toEqual(ahead);
  });

  test("failed tries are counted per key and in all, for an hour; an address is never accepted as a key", async () => {
    await store.recordFailure(KEY);
    later(10 * 60 * 1000);
    await store.recordFailure(KEY);
    await store.recordFailure(OTHER_KEY);
    expect(await store.countFailures(KEY, START)).toBe(2);
    expect(await store.countFailures(KEY, now())).toBe(1);
    expect(await store.countFailures("c".repeat(64), START)).toBe(0);
    expect(await store.countAllFailures(START)).toBe(3);
    await expect(store.recordFailure("203.0.113.7")).rejects.toThrow("never an address");
    await expect(store.countFailures("2001:db8::1", START)).rejects.toThrow("never an address");
    later(HOUR);
    await store.recordFailure(OTHER_KEY);
    // The first try is now over an hour old: it is gone.
    expect(await place.query("SELECT key_hash FROM access_failures")).toHaveLength(3);
    later(10 * 60 * 1000 + 1);
    await store.recordFailure(OTHER_KEY);
    expect(await store.countAllFailures(START)).toBe(2);
  });

  test("a session left behind by a change it raced is still refused: the password's generation and the link are checked", async () => {
    // As when one server starts a session while another changes the password or withdraws the link:
    // the row may outlive the change's clean-up, and is refused all the same.
    await store.setPassword(PASSWORD);
    const link = await store.createLink({ label: "Acme" });
    const [password] = await place.query("SELECT generation FROM access_password");
    await store.setPassword("a brand new password");
    expect(await store.revokeLink(link.id)).toBe(true);
    const stale = { password: "P".repeat(43), link: "L".repeat(43) };
    const { createHash } = await import("node:crypto");
    const hash = (id: string) => createHash("sha256").update(id).digest("hex");
    const end = new Date(START.getTime() + DAY).toISOString();
    await place.query(
      `INSERT INTO access_sessions (id_hash, kind, password_generation, started_at, expires_at)
       VALUES ('${hash(stale.password)}', 'password', ${Number(password?.generation)}, '${START.toISOString()}', '${end}')`,
    );
    await place.query(
      `INSERT INTO access_sessions (id_hash, kind, link_id, started_at, expires_at)
       VALUES ('${hash(stale.link)}', 'link', '${link.id}', '${START.toISOString()}', '${end}')`,
    );
    expect(await store.findSession(stale.password)).toBeUndefined();
    expect(await store.findSession(stale.link)).toBeUndefined();
  });

  test("two stores on one database: what one withdraws or changes, the other refuses at once", async () => {
    const other = await place.openAccess(now);
    await store.setPassword(PASSWORD);
    const link = await store.createLink({ label: "Acme" });
    const byLink = await store.startSession({ kind: "link", linkId: link.id });
    const byPassword = await other.startSession({ kind: "password", checked: await other.checkPassword(PASSWORD) });
    expect(await other.findSession(byLink?.id ?? "")).toMatchObject({ linkId: link.id });
    expect(await store.findSession(byPassword?.id ?? "")).toMatchObject({ kind: "password" });
    expect((await other.checkPassword(PASSWORD)).isRight).toBe(true);

    expect(await store.revokeLink(link.id)).toBe(true);
    expect(await other.findSession(byLink?.id ?? "")).toBeUndefined();
    expect(await other.findLink(link.token)).toBeUndefined();
    await store.setPassword("a brand new password");
    expect(await other.findSession(byPassword?.id ?? "")).toBeUndefined();
  });
});
