// When the store cannot save (PostgreSQL stopped, a SQLite disk full), a post is answered 503 with
// Retry-After and nothing it acknowledged is lost; once the store is back, posts are saved again.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import { PRIVATE_POSTGRES_SKIP_REASON, startPrivatePostgres } from "../test-support/private-postgres.ts";
import type { MessageStore } from "./message-store.ts";
import { openPostgresStore } from "./postgres-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";

const setUp = cleanedUpPerTest();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const UNAVAILABLE = "Your message could not be saved just now. Please try again in a minute.";

type App = ReturnType<typeof setUp>["app"];

function post(app: App, subject: string, message = "Hello") {
  return app.request("/api/send-message", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "ada@example.com", subject, message }),
  });
}

/** Posts until an answer is not 200; returns the subjects acknowledged with 200 and that answer. */
async function postUntilRefused(app: App, prefix: string, message: string, limit: number) {
  const acknowledged: string[] = [];
  for (let index = 0; index < limit; index += 1) {
    const subject = `${prefix} ${index}`;
    const response = await post(app, subject, message);
    if (response.status !== 200) return { acknowledged, refused: response };
    acknowledged.push(subject);
  }
  return { acknowledged, refused: undefined };
}

async function expectUnavailable(response: Response | undefined) {
  expect(response?.status).toBe(503);
  expect(response?.headers.get("Retry-After")).toBe("30");
  expect(await response?.json()).toEqual({ success: false, error: UNAVAILABLE });
}

async function subjectsIn(store: MessageStore) {
  return (await store.list()).map((message) => message.subject);
}

describe.skipIf(PRIVATE_POSTGRES_SKIP_REASON !== undefined)(
  `PostgreSQL stopped while messages arrive${PRIVATE_POSTGRES_SKIP_REASON ? ` (skipped: ${PRIVATE_POSTGRES_SKIP_REASON})` : ""}`,
  () => {
    test("posts are answered 503 while it is down, and saved again once it is back, with nothing acknowledged lost", {
      timeout: 120_000,
    }, async () => {
      const postgres = await startPrivatePostgres();
      cleanups.push(() => postgres.cleanup());
      const logged: string[] = [];
      const store = await openPostgresStore(postgres.url, undefined, (line) => logged.push(line));
      cleanups.push(() => store.close());
      const { app, errors } = setUp({ store });

      const before = await postUntilRefused(app, "Before", "Hello", 3);
      expect(before.refused).toBeUndefined();

      postgres.stop();
      await expectUnavailable(await post(app, "While down"));
      const form = await app.request("/api/send-message", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
        body: new URLSearchParams({ email: "ada@example.com", subject: "Form while down", message: "Hi" }).toString(),
      });
      expect(form.status).toBe(303);
      expect(form.headers.get("Location")).toBe("/?message=not-sent&reason=unavailable#contact");
      expect(errors.length).toBeGreaterThan(0);

      postgres.start();
      // The pool opens new connections by itself: no restart of the server.
      let after: Response | undefined;
      for (let attempt = 0; attempt < 50 && after?.status !== 200; attempt += 1) {
        after = await post(app, "After");
        if (after.status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(after?.status).toBe(200);
      expect(await subjectsIn(store)).toEqual(["After", ...before.acknowledged.slice().reverse()]);
    });
  },
);

const isRoot = process.getuid?.() === 0;

describe.skipIf(!isRoot)(`a SQLite disk that fills up${isRoot ? "" : " (skipped: mounting a small disk needs root)"}`, () => {
  test("posts are answered 503 once it is full, none acknowledged is lost, and saving resumes when space is freed", {
    timeout: 60_000,
  }, async () => {
    const disk = mkdtempSync(path.join(tmpdir(), "small-disk-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", disk]);
    cleanups.push(() => {
      execFileSync("umount", [disk]);
      rmSync(disk, { recursive: true, force: true });
    });
    const dataDir = path.join(disk, "data");
    mkdirSync(dataDir);
    const store = openSqliteStore(dataDir);
    cleanups.push(() => store.close());
    // Most of the disk taken by something else, to be freed later.
    const filler = path.join(disk, "filler");
    writeFileSync(filler, Buffer.alloc(600 * 1024));
    const { app, errors } = setUp({ store });

    const { acknowledged, refused } = await postUntilRefused(app, "Message", "x".repeat(4000), 200);
    expect(acknowledged.length).toBeGreaterThan(0);
    await expectUnavailable(refused);
    expect(String(errors[0])).toMatch(/full/i);
    // Every message answered 200 is there; the refused one is not.
    expect(await subjectsIn(store)).toEqual(acknowledged.slice().reverse());

    rmSync(filler);
    expect((await post(app, "After freeing space")).status).toBe(200);
    expect((await subjectsIn(store))[0]).toBe("After freeing space");
  });
});

/** Sets or clears the immutable flag: even root cannot then write to the files, through handles already open too. */
function setImmutable(paths: string[], isImmutable: boolean) {
  const present = paths.filter((each) => existsSync(each));
  if (present.length > 0) execFileSync("chattr", [isImmutable ? "+i" : "-i", ...present]);
}

function canSetImmutable(): boolean {
  const probe = mkdtempSync(path.join(tmpdir(), "immutable-probe-"));
  try {
    setImmutable([probe], true);
    setImmutable([probe], false);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

const immutableSkipReason = canSetImmutable() ? undefined : "chattr +i is not possible here (needs root and ext4 or the like)";

describe.skipIf(immutableSkipReason !== undefined)(
  `a SQLite data folder that becomes read-only${immutableSkipReason ? ` (skipped: ${immutableSkipReason})` : ""}`,
  () => {
    test("posts are answered 503 while it is, none acknowledged is lost, and saving resumes when it is writable again", async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "read-only-data-"));
      const store = openSqliteStore(dataDir);
      // The folder, the database and its write-ahead log. Not the -shm file: SQLite maps that index
      // into memory, and a write the kernel refuses there ends the process with SIGBUS, whatever the app does.
      const files = () => [dataDir, ...["messages.sqlite", "messages.sqlite-wal"].map((name) => path.join(dataDir, name))];
      cleanups.push(() => {
        setImmutable(files(), false);
        rmSync(dataDir, { recursive: true, force: true });
      });
      cleanups.push(() => store.close());
      const { app, errors } = setUp({ store });
      expect((await post(app, "Before")).status).toBe(200);

      setImmutable(files(), true);
      await expectUnavailable(await post(app, "While read-only"));
      expect(errors.length).toBeGreaterThan(0);

      setImmutable(files(), false);
      expect((await post(app, "After")).status).toBe(200);
      expect(await subjectsIn(store)).toEqual(["After", "Before"]);
    });
  },
);
