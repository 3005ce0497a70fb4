import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, inject, test, vi } from "vitest";
import { loadMailOn, loadStoreConfig } from "#server/config.ts";
import { backupSqliteStore } from "#server/messages/backup-sqlite.ts";
import { openStore } from "#server/messages/open-store.ts";
import { openDatabase } from "#server/messages/sqlite-driver.ts";
import { openSqliteStore } from "#server/messages/sqlite-store.ts";
import { describeStore, POSTGRES } from "#server/test-support/test-stores.ts";
import { formatMessages } from "./messages/format-messages.ts";
import { parseMessageQuery, parseSince } from "./messages/message-query.ts";

const run = promisify(execFile);
// Each way of running the command is run end to end at least once, as a process: the command as
// production runs it, compiled (node build/server/messages.js; here the copy compile-server.ts made
// from the same sources), then the store: most of a second each on a busy machine. The filters,
// formats and refusals of input are checked in this process instead, through the same parse, store and format.
vi.setConfig({ testTimeout: 20_000 });
const dataDir = mkdtempSync(path.join(tmpdir(), "messages-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const times = ["2026-11-01T09:00:00.000Z", "2026-11-10T09:00:00.000Z", "2026-11-20T09:00:00.000Z"].map((time) => new Date(time));
const store = openSqliteStore(dataDir, () => times.shift() ?? new Date());
const first = await store.save({
  email: "ada@example.com",
  subject: "Coffee?",
  message: "Let's talk, soon.",
  status: "queued",
  senderAddress: "a",
});
const spam = await store.save({
  email: "bot@example.com",
  subject: "Cheap",
  message: "Buy now",
  status: "spam",
  senderAddress: "b",
});
const last = await store.save({
  email: "grace@example.com",
  subject: 'A "quoted", subject',
  message: "Line one\nLine two",
  status: "queued",
  senderAddress: "c",
});
await store.markSent(first.id, new Date());
// Marked in the owner's room: handled.
await store.mark(first.id, "handled", new Date());
await store.close();

async function messagesIn(env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, [path.join(inject("compiledServerDir"), "messages.js"), ...args], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, ...env },
  });
}

/** `npm run messages` on the SQLite file above (DATABASE_URL emptied, in case CI sets one; email off). */
function messages(...args: string[]) {
  return messagesIn({ DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", MAIL_TO: "" }, ...args);
}

/** The listing `npm run messages -- …args` prints, made in this process as scripts/messages.ts makes it. */
async function listingHere(args: string[], env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: "" }) {
  const query = parseMessageQuery(args);
  if (query === "help" || "backup" in query || "release" in query) throw new Error(`${args.join(" ")} is not a listing`);
  const { store } = await openStore(loadStoreConfig(env));
  try {
    return formatMessages(await store.list(query.filter), query.format, { mailOn: loadMailOn(env) });
  } finally {
    await store.close();
  }
}

test("--json prints every message newest first with id, receivedAt, email, subject, message, status and state", async () => {
  const { stdout } = await messages("--json");
  expect(JSON.parse(stdout)).toEqual([
    {
      id: last.id,
      receivedAt: "2026-11-20T09:00:00.000Z",
      email: "grace@example.com",
      subject: 'A "quoted", subject',
      message: "Line one\nLine two",
      status: "queued",
      state: "new",
    },
    {
      id: spam.id,
      receivedAt: "2026-11-10T09:00:00.000Z",
      email: "bot@example.com",
      subject: "Cheap",
      message: "Buy now",
      status: "spam",
      state: "spam",
    },
    {
      id: first.id,
      receivedAt: "2026-11-01T09:00:00.000Z",
      email: "ada@example.com",
      subject: "Coffee?",
      message: "Let's talk, soon.",
      status: "sent",
      state: "handled",
    },
  ]);
});

test("reads only the store's settings: a half-set email or a bad server setting does not stop it", async () => {
  const { stdout } = await messagesIn(
    { DATA_DIR: dataDir, DATABASE_URL: "", MAIL_TO: "me@example.com", SMTP_URL: "", PORT: "not a port", RATE_LIMIT_MAX: "-1" },
    "--json",
  );
  expect(JSON.parse(stdout).map((message: { id: string }) => message.id)).toEqual([last.id, spam.id, first.id]);
});

test("still refuses a bad store setting, naming it", async () => {
  const failure = await messagesIn({ DATA_DIR: dataDir, DATABASE_URL: "mysql://localhost/site" }, "--json").catch(
    (error: { code: number; stderr: string }) => error,
  );
  expect(failure).toMatchObject({ code: 2 });
  expect((failure as { stderr: string }).stderr).toContain("DATABASE_URL: DATABASE_URL must be a postgres:// URL");
});

test("--status and --since filter", async () => {
  const bySpam = JSON.parse(await listingHere(["--json", "--status", "spam"]));
  expect(bySpam.map((message: { id: string }) => message.id)).toEqual([spam.id]);
  const recent = JSON.parse(await listingHere(["--json", "--since", "2026-11-05"]));
  expect(recent.map((message: { id: string }) => message.id)).toEqual([last.id, spam.id]);
});

test("--csv exports a header and quoted fields", async () => {
  // The command prints it with one line end more (console.log).
  expect(await listingHere(["--csv", "--status", "queued"])).toBe(
    `id,receivedAt,email,subject,message,status,state\n${last.id},2026-11-20T09:00:00.000Z,grace@example.com,"A ""quoted"", subject","Line one\nLine two",queued,new`,
  );
});

test("prints a readable table by default", async () => {
  const stdout = await listingHere([]);
  for (const text of [
    "Received (UTC)",
    "State",
    "handled",
    "2026-11-20 09:00",
    "grace@example.com",
    "Coffee?",
    "sent",
    "spam",
    "3 messages, newest first.",
  ]) {
    expect(stdout).toContain(text);
  }
});

test("the table shows a queued message as 'stored (email off)' while email is off; --json, --csv and --status keep queued", async () => {
  const statusOf = (table: string, email: string) =>
    table
      .split("\n")
      .find((line) => line.includes(email))
      ?.split("│")[3]
      ?.trim();
  const off = await messages();
  expect(statusOf(off.stdout, "grace@example.com")).toBe("stored (email off)");
  expect(statusOf(off.stdout, "ada@example.com")).toBe("sent");
  const onlyQueued = await messages("--status", "queued");
  expect(statusOf(onlyQueued.stdout, "grace@example.com")).toBe("stored (email off)");
  expect(onlyQueued.stdout).toContain("1 message, newest first.");

  const on = await messagesIn({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "smtp://localhost:2525",
    MAIL_TO: "me@example.com",
  });
  expect(statusOf(on.stdout, "grace@example.com")).toBe("queued");

  expect(JSON.parse(await listingHere(["--json", "--status", "queued"]))).toMatchObject([{ status: "queued" }]);
  expect(await listingHere(["--csv", "--status", "queued"])).toMatch(/,queued,new$/);
});

test("explains a bad option (the command prints it before the usage and exits with 2)", () => {
  expect(() => parseMessageQuery(["--status", "archived"])).toThrow(
    '--status must be one of queued, sent, failed, spam, held; got "archived".',
  );
});

// Two runs of the command: given room on a busy machine.
test("--status held lists the messages kept without a proof of work; --release queues one for email, once", {
  timeout: 60_000,
}, async () => {
  const heldDir = mkdtempSync(path.join(tmpdir(), "messages-held-"));
  try {
    const heldStore = openSqliteStore(heldDir);
    const held = await heldStore.save({
      email: "person@example.com",
      subject: "Sent with scripts off",
      message: "Hello",
      status: "held",
      senderAddress: "d",
    });
    await heldStore.close();
    const env = { DATA_DIR: heldDir, DATABASE_URL: "" };
    const listed = JSON.parse(await listingHere(["--json", "--status", "held"], env));
    expect(listed.map((message: { id: string }) => message.id)).toEqual([held.id]);

    const { stdout } = await messagesIn(env, "--release", held.id);
    expect(stdout).toContain(`Released ${held.id}: the server emails it to you within a minute.`);
    expect(JSON.parse(await listingHere(["--json", "--status", "held"], env))).toEqual([]);
    expect(JSON.parse(await listingHere(["--json", "--status", "queued"], env))[0]).toMatchObject({ id: held.id });

    const again = await messagesIn(env, "--release", held.id).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 2 });
    expect((again as { stderr: string }).stderr).toContain(`There is no held message with the id ${held.id}`);
  } finally {
    rmSync(heldDir, { recursive: true, force: true });
  }
});

test("--since reads dates and times ago", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  expect(parseSince("7d", now)).toEqual(new Date("2026-11-15T12:00:00Z"));
  expect(parseSince("24h", now)).toEqual(new Date("2026-11-21T12:00:00Z"));
  expect(parseSince("30m", now)).toEqual(new Date("2026-11-22T11:30:00Z"));
  expect(parseSince("2026-11-01", now)).toEqual(new Date("2026-11-01T00:00:00Z"));
  expect(parseSince("last week", now)).toBeUndefined();
  expect(parseSince("2026-13-45", now)).toBeUndefined();
});

test("--backup copies the store with SQLite's online backup, and never over an existing file", async () => {
  const destination = path.join(dataDir, "backup.sqlite");
  const { stdout } = await messages("--backup", destination);
  expect(stdout).toContain(`Backed up the message store to ${destination}.`);
  const copy = openDatabase(destination, { readonly: true });
  expect((copy.prepare("SELECT COUNT(*) AS count FROM messages").get() as { count: number }).count).toBe(3);
  copy.close();
  await expect(backupSqliteStore(dataDir, destination)).rejects.toThrow("already exists");
});

describeStore(POSTGRES, "npm run messages", () => {
  test("reads the PostgreSQL database when DATABASE_URL is set, as the server does", async () => {
    const place = await POSTGRES.makePlace();
    try {
      const store = await place.open(() => new Date("2026-11-21T09:00:00.000Z"));
      const saved = await store.save({
        email: "ada@example.com",
        subject: "From PostgreSQL",
        message: "Hi",
        status: "queued",
        senderAddress: "a",
      });
      // DATA_DIR still points at the SQLite file with other messages: DATABASE_URL wins.
      const { stdout } = await messagesIn({ DATA_DIR: dataDir, ...place.env }, "--json");
      expect(JSON.parse(stdout)).toEqual([
        {
          id: saved.id,
          receivedAt: "2026-11-21T09:00:00.000Z",
          email: "ada@example.com",
          subject: "From PostgreSQL",
          message: "Hi",
          status: "queued",
          state: "new",
        },
      ]);
    } finally {
      await place.cleanup();
    }
  });
});
