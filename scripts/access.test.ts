import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, inject, test, vi } from "vitest";
import { openAccessStore } from "#server/access/open-access-store.ts";
import { PROTECTED_CASE_STUDIES_PATH } from "#server/access/protected-case-studies.ts";
import { loadStoreConfig } from "#server/config.ts";
import { openOwnerStore } from "#server/owner/open-owner-store.ts";
import { siteOriginFileOf } from "#server/site-origin.ts";
import { describeStore, POSTGRES } from "#server/test-support/test-stores.ts";
import { openStoreForCommand, runAccessCommand } from "./access/access-actions.ts";
import { parseAccessCommand, UsageError } from "./access/access-command.ts";
import { withoutOneLineEnd } from "./access/read-password.ts";

// Each command is run end to end at least once, as a process: the command as production runs it,
// compiled (node build/server/access.js; here the copy compile-server.ts made from the same sources),
// then the store, then scrypt: most of a second each on a busy machine. The many ways to get an
// input wrong are checked in this process instead, through the same parse and actions the command runs.
vi.setConfig({ testTimeout: 30_000 });
const ROOT = path.resolve(import.meta.dirname, "..");
const root = mkdtempSync(path.join(tmpdir(), "access-cli-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// A build folder (BUILD_DIR) of a site of its own: its address, and two protected case studies listed.
const buildDir = path.join(root, "build");
mkdirSync(path.join(buildDir, "client"), { recursive: true });
writeFileSync(siteOriginFileOf(path.join(buildDir, "client")), JSON.stringify({ origin: "https://portfolio.example.org" }));
mkdirSync(path.dirname(path.join(buildDir, PROTECTED_CASE_STUDIES_PATH)), { recursive: true });
writeFileSync(
  path.join(buildDir, PROTECTED_CASE_STUDIES_PATH),
  JSON.stringify([
    { slug: "atlas", title: "Atlas" },
    { slug: "beacon", title: "Beacon" },
  ]),
);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const compiledCommand = () => path.join(inject("compiledServerDir"), "access.js");

/** `npm run access -- …args` as the owner runs it, with `input` piped to it (or nothing). */
function accessIn(env: Record<string, string>, args: string[], input = ""): Promise<Run> {
  const child = spawn(process.execPath, [compiledCommand(), ...args], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR: buildDir, ...env },
  });
  const run: Run = { code: null, stdout: "", stderr: "" };
  child.stdout.on("data", (chunk) => {
    run.stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    run.stderr += chunk;
  });
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ ...run, code }));
  });
}

let dataDir: string;
const sqlite = () => ({ DATA_DIR: dataDir, DATABASE_URL: "" });
const access = (args: string[], input?: string) => accessIn(sqlite(), args, input);

/**
 * A command that reads no password, run in this process as scripts/access.ts runs it: what it prints,
 * or the Error whose sentence it prints with exit code 1. The build folder is BUILD_DIR, as above.
 */
async function accessHere(args: string[], env: Record<string, string> = sqlite()): Promise<string> {
  const command = parseAccessCommand(args);
  if (command.name === "help" || command.name === "owner-password") throw new Error(`${command.name} is not run here`);
  const store = await openStoreForCommand(loadStoreConfig(env));
  try {
    return await runAccessCommand(store, command);
  } finally {
    await store.close();
  }
}
async function withStore<T>(use: (store: Awaited<ReturnType<typeof openAccessStore>>) => Promise<T>): Promise<T> {
  const store = await openAccessStore({ dataDir, databaseUrl: undefined });
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(root, "data-"));
  vi.stubEnv("BUILD_DIR", buildDir);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

test("help and --help print the usage and exit 0", async () => {
  const run = await access(["--help"]);
  expect(run).toMatchObject({ code: 0, stderr: "" });
  expect(run.stdout).toContain("Usage: npm run access -- COMMAND");
  expect(parseAccessCommand(["help"])).toEqual(parseAccessCommand(["--help"]));
});

test("a wrong use is answered with the usage on stderr and exit code 2", async () => {
  const run = await access(["passwd"]);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('Unknown command "passwd".');
  expect(run.stderr).toContain("Usage: npm run access -- COMMAND");
  expect(run.stdout).toBe("");
});

describe("each wrong use is named in a sentence (the one the command prints before the usage)", () => {
  test.each([
    [[], "Name a command."],
    [["passwd"], 'Unknown command "passwd".'],
    [["password", "hunter2hunter2"], 'Unexpected "hunter2hunter2".'],
    [["link"], "link needs create, list or revoke."],
    [["link", "create"], "link create needs --label"],
    [["link", "create", "--label", "Acme", "--days", "ten"], '--days takes a whole number of days; got "ten".'],
    [["link", "create", "--label", "Acme", "--only", ","], "--only takes slugs separated by commas."],
    [["link", "list", "--json"], "Unknown option '--json'"],
    [["link", "revoke"], "link revoke needs one link id, or --all."],
  ])("%j", (args, sentence) => {
    const parse = () => parseAccessCommand(args);
    expect(parse).toThrow(UsageError);
    expect(parse).toThrow(sentence);
  });
});

test("password reads a piped password, less one line end; sessions of an earlier one end", async () => {
  const run = await access(["password"], "a long password \n");
  expect(run).toMatchObject({ code: 0, stderr: "" });
  expect(run.stdout).toBe(
    "The password for private work is set.\nSessions opened with an earlier password have ended; those opened by share links go on.\n",
  );
  const session = await withStore(async (store) => {
    // The trailing space is the password's; only the newline was dropped.
    expect((await store.checkPassword("a long password ")).isRight).toBe(true);
    expect((await store.checkPassword("a long password")).isRight).toBe(false);
    return store.startSession({ kind: "password", checked: await store.checkPassword("a long password ") });
  });
  expect((await access(["password"], "another password")).code).toBe(0);
  await withStore(async (store) => {
    expect((await store.checkPassword("another password")).isRight).toBe(true);
    expect(await store.findSession(session?.id ?? "")).toBeUndefined();
  });
});

test("a password under 10 characters, with a tab, or piped twice but differently, is refused with exit 1 and nothing changes", async () => {
  await withStore((store) => store.setPassword("a long password"));
  for (const [input, sentence] of [
    ["123456789\n", "The password must have at least 10 characters; it has 9."],
    ["a long\tpassword\n", "The password must not hold control characters such as a tab or a line break."],
    ["a new password\na new pasword\n", "The two lines differ; the password is unchanged."],
    ["a new password\n\n", "The two lines differ; the password is unchanged."],
    [
      "a new password\na new password\na new password\n",
      "Expected the password on one line, or twice on two lines; found 3 lines. The password is unchanged.",
    ],
  ] as const) {
    const run = await access(["password"], input);
    expect(run).toMatchObject({ code: 1, stdout: "" });
    expect(run.stderr).toContain(sentence);
    expect(run.stderr).not.toContain("Usage");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }
  await withStore(async (store) => expect((await store.checkPassword("a long password")).isRight).toBe(true));
});

test("password --off removes it and says so; again, it says there was none", async () => {
  await withStore((store) => store.setPassword("a long password"));
  const run = await access(["password", "--off"]);
  expect(run).toMatchObject({ code: 0, stderr: "" });
  expect(run.stdout).toContain("Removed the password for private work");
  expect(run.stdout).toContain("Sessions opened with an earlier password have ended");
  await withStore(async (store) => expect(await store.hasPassword()).toBe(false));
  expect(await accessHere(["password", "--off"])).toBe("No password for private work was set; nothing changed.");
});

test("link create prints the site's address for the new link, once, and when it expires", async () => {
  const run = await access(["link", "create", "--label", "Acme hiring", "--days", "7"]);
  expect(run).toMatchObject({ code: 0, stderr: "" });
  const address = /^ {2}(https:\/\/portfolio\.example\.org\/s\/([A-Za-z0-9_-]{43}))$/m.exec(run.stdout);
  expect(address).not.toBeNull();
  expect(run.stdout).toMatch(/^Made share link [a-z2-7]{8} for Acme hiring, opening every protected case study:$/m);
  expect(run.stdout).toMatch(
    /This address is shown only now: copy it\. It expires on \d{4}-\d\d-\d\d \d\d:\d\d UTC, in 7 days\./,
  );
  const link = await withStore((store) => store.findLink(address?.[2] ?? ""));
  expect(link?.scope).toBe("all");
  expect((link?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(7 * 24 * 3_600_000 - 60_000);
});

test("link create --only is checked against the protected case studies the build listed", async () => {
  await expect(accessHere(["link", "create", "--label", "Acme", "--only", "atlas,zephyr"])).rejects.toThrow(
    'No protected case study has the slug "zephyr": the protected ones are atlas, beacon',
  );
  expect(await withStore((store) => store.listLinks())).toEqual([]);

  expect(await accessHere(["link", "create", "--label", "Acme", "--only", "beacon, atlas"])).toContain("opening beacon, atlas:");
  expect((await withStore((store) => store.listLinks()))[0]?.scope).toEqual(["beacon", "atlas"]);

  vi.stubEnv("BUILD_DIR", path.join(root, "never-built"));
  // Either the site's address or the list is missing first: both say to build.
  await expect(accessHere(["link", "create", "--label", "Acme", "--only", "atlas"])).rejects.toThrow(
    /Run `?npm run build`? first/,
  );
});

test("link create refuses a bad label or days with a sentence and exit 1", async () => {
  await expect(accessHere(["link", "create", "--label", "x".repeat(81)])).rejects.toThrow(
    "The label must be 1 to 80 characters; it has 81.",
  );
  await expect(accessHere(["link", "create", "--label", "Acme", "--days", "366"])).rejects.toThrow(
    "Days must be a whole number from 1 to 365; got 366.",
  );
  expect(await withStore((store) => store.listLinks())).toEqual([]);
});

test("link list shows each link and the failed tries of the last hour; link revoke withdraws", async () => {
  const [kept, withdrawn] = await withStore(async (store) => {
    await store.recordFailure("c".repeat(64));
    await store.recordFailure("d".repeat(64));
    const made = [await store.createLink({ label: "Acme hiring" }), await store.createLink({ label: "Beta", only: ["atlas"] })];
    await store.countOpen(made[1]?.id ?? "");
    return made;
  });
  const revoked = await access(["link", "revoke", withdrawn?.id ?? ""]);
  expect(revoked).toMatchObject({ code: 0, stderr: "" });
  expect(revoked.stdout).toContain(`Withdrew share link ${withdrawn?.id}`);
  expect(await accessHere(["link", "revoke", withdrawn?.id ?? ""])).toContain("was already withdrawn");
  await expect(accessHere(["link", "revoke", "nosuchid"])).rejects.toThrow("There is no share link with the id nosuchid");

  const list = await access(["link", "list"]);
  expect(list.code).toBe(0);
  const lines = list.stdout.split("\n");
  expect(lines.find((line) => line.includes(kept?.id ?? "-"))).toMatch(
    /Acme hiring.*every protected case study.*live.*│ 0 .*never/,
  );
  expect(lines.find((line) => line.includes(withdrawn?.id ?? "-"))).toMatch(/Beta.*atlas.*withdrawn.*│ 1 .*\d\d:\d\d/);
  expect(list.stdout).toContain(
    "Failed password tries in the last hour: 2 (the site-wide budget is 100; over it, every try waits longer).",
  );

  const all = await access(["link", "revoke", "--all"]);
  expect(all.stdout).toContain("Withdrew 1 live share link");
  expect(await withStore(async (store) => store.findLink(kept?.token ?? ""))).toBeUndefined();
});

// A terminal of its own (util-linux `script` gives the command a pseudo-terminal), typed into as the owner types.
const hasScript = existsSync("/usr/bin/script");
test.skipIf(!hasScript)(
  `${hasScript ? "" : "(skipped: no /usr/bin/script) "}at a terminal, the password is asked twice and never shown`,
  async () => {
    const command = `${process.execPath} ${compiledCommand()} password`;
    const child = spawn("/usr/bin/script", ["-qec", command, "/dev/null"], { cwd: ROOT, env: { ...process.env, ...sqlite() } });
    let output = "";
    const typed: string[] = ["a long secret\r", "a long secret\r"];
    child.stdout.on("data", (chunk) => {
      output += chunk;
      // Each answer only once its question is up: typed earlier, a terminal not yet told to hide it would echo it.
      const asked = (output.match(/Password for private work \(not shown\): |The same again: /g) ?? []).length;
      while (2 - typed.length < asked && typed.length > 0) child.stdin.write(typed.shift());
    });
    const code = await new Promise((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    expect(output).toContain("The password for private work is set.");
    expect(output).not.toContain("a long secret");
    await withStore(async (store) => expect((await store.checkPassword("a long secret")).isRight).toBe(true));
  },
);

test("a bad store setting or a database it cannot reach is a sentence and exit 1, never a stack trace", async () => {
  await expect(accessHere(["link", "list"], { DATA_DIR: dataDir, DATABASE_URL: "mysql://localhost/site" })).rejects.toThrow(
    "DATABASE_URL: DATABASE_URL must be a postgres:// URL",
  );
  const unreachable = await accessIn({ DATA_DIR: dataDir, DATABASE_URL: "postgres://nobody:secret@127.0.0.1:9/none" }, [
    "link",
    "list",
  ]);
  expect(unreachable).toMatchObject({ code: 1, stdout: "" });
  expect(unreachable.stderr).toContain("Could not open the access store in PostgreSQL postgres://nobody@127.0.0.1:9/none:");
  expect(unreachable.stderr).not.toContain("secret");
  expect(unreachable.stderr).not.toMatch(/\n\s+at /);
});

test("withoutOneLineEnd drops one line end only", () => {
  expect(withoutOneLineEnd("secret\n")).toBe("secret");
  expect(withoutOneLineEnd("secret\r\n")).toBe("secret");
  expect(withoutOneLineEnd("secret\n\n")).toBe("secret\n");
  expect(withoutOneLineEnd("secret ")).toBe("secret ");
});

describeStore(POSTGRES, "npm run access", () => {
  test("works on PostgreSQL when DATABASE_URL is set, as the server does", async () => {
    const place = await POSTGRES.makePlace();
    try {
      // DATA_DIR still names a SQLite folder: DATABASE_URL wins.
      const env = { DATA_DIR: dataDir, ...place.env };
      expect((await accessIn(env, ["password"], "a long password\n")).code).toBe(0);
      const created = await accessIn(env, ["link", "create", "--label", "Acme", "--only", "atlas"]);
      expect(created.code).toBe(0);
      const token = /\/s\/([A-Za-z0-9_-]{43})$/m.exec(created.stdout)?.[1] ?? "";
      const store = await place.openAccess();
      expect((await store.checkPassword("a long password")).isRight).toBe(true);
      const link = await store.findLink(token);
      expect(link?.scope).toEqual(["atlas"]);
      expect(await accessHere(["link", "list"], env)).toContain(link?.id ?? "-");
      expect(await accessHere(["link", "revoke", link?.id ?? ""], env)).toContain(`Withdrew share link ${link?.id}`);
      expect(await store.findLink(token)).toBeUndefined();
      expect(await place.query("SELECT 1 FROM access_links")).toHaveLength(1);
    } finally {
      await place.cleanup();
    }
  });
});

test("piped twice, as the terminal asks, the password is the line given twice", async () => {
  // printf 'the owner\'s passphrase\nthe owner\'s passphrase\n' | npm run access -- owner-password
  const run = await access(["owner-password"], "the owner's passphrase\nthe owner's passphrase\n");
  expect(run).toMatchObject({ code: 0, stderr: "" });
  const owner = await openOwnerStore({ dataDir, databaseUrl: undefined });
  try {
    expect((await owner.checkPassword("the owner's passphrase")).isRight).toBe(true);
  } finally {
    await owner.close();
  }
  expect(await access(["password"], "a long password \r\na long password \r\n")).toMatchObject({ code: 0, stderr: "" });
  await withStore(async (store) => expect((await store.checkPassword("a long password ")).isRight).toBe(true));
});

test("owner-password sets the room's password from standard input; too short or the private work's, refused", async () => {
  const run = await access(["owner-password"], "the owner's passphrase\n");
  expect(run).toMatchObject({ code: 0, stderr: "" });
  expect(run.stdout).toBe("The owner password is set: sign in at /owner. Every earlier session of the room has ended.\n");
  const owner = await openOwnerStore({ dataDir, databaseUrl: undefined });
  try {
    expect((await owner.checkPassword("the owner's passphrase")).isRight).toBe(true);
  } finally {
    await owner.close();
  }
  // Too short, it is refused as the owner store refuses it (owner-store.test.ts); here, that both commands
  // print the other's refusal as a sentence.
  await withStore((store) => store.setPassword("shared by both of them"));
  expect(await access(["owner-password"], "shared by both of them")).toMatchObject({
    code: 1,
    stderr: "The owner password must differ from the password for private work.\n",
  });
  expect(await access(["password"], "the owner's passphrase")).toMatchObject({
    code: 1,
    stderr: "The password for private work must differ from the owner password.\n",
  });
});
