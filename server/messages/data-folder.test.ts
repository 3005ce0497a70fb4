import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { makeNewMessage } from "../test-support/make-message.ts";
import type { MessageStore } from "./message-store.ts";
import { openDatabase } from "./sqlite-driver.ts";
import { openSqliteStore } from "./sqlite-store.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function makeRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), "data-folder-"));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

function open(dataDir: string, log: string[] = []): MessageStore {
  const store = openSqliteStore(dataDir, undefined, (line) => log.push(line));
  cleanups.push(() => store.close());
  return store;
}

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);
const STORE_FILES = ["messages.sqlite", "messages.sqlite-wal", "messages.sqlite-shm"];

/** Opens a store whose folder the umask would leave open to everyone, if the store left it to the umask. */
function openUnderUmask(dataDir: string, umask: number): MessageStore {
  const before = process.umask(umask);
  try {
    return open(dataDir);
  } finally {
    process.umask(before);
  }
}

test("a new store's folder is 0700, and its database, -wal and -shm 0600 after real writes, whatever the umask", async () => {
  for (const umask of [0o022, 0o000]) {
    const dataDir = path.join(makeRoot(), "nested", "data");
    const store = openUnderUmask(dataDir, umask);
    await store.save(makeNewMessage());
    await store.secret("proof_of_work_key");
    expect(modeOf(dataDir), `folder, umask ${umask.toString(8)}`).toBe("700");
    for (const name of STORE_FILES) {
      expect(modeOf(path.join(dataDir, name)), `${name}, umask ${umask.toString(8)}`).toBe("600");
    }
  }
});

test("a folder an older version left readable (0755, files 0644) is tightened at start, and that is logged once", async () => {
  const root = makeRoot();
  const dataDir = path.join(root, "data");
  mkdirSync(dataDir);
  chmodSync(dataDir, 0o755);
  // The older version's store, left as a crash leaves it: the database with its -wal and -shm.
  const old = openDatabase(path.join(dataDir, "messages.sqlite"));
  old.pragma("journal_mode = WAL");
  old.exec("CREATE TABLE kept (text TEXT); INSERT INTO kept VALUES ('written before')");
  writeFileSync(path.join(dataDir, "notes.txt"), "the owner's own file");
  for (const name of [...STORE_FILES, "notes.txt"]) chmodSync(path.join(dataDir, name), 0o644);
  // A link to a file outside the folder: what it points to is not the store's to change.
  const outside = path.join(root, "outside.txt");
  writeFileSync(outside, "not in DATA_DIR");
  chmodSync(outside, 0o644);
  symlinkSync(outside, path.join(dataDir, "link.txt"));

  const log: string[] = [];
  const store = open(dataDir, log);
  old.close();
  await store.save(makeNewMessage());

  expect(modeOf(dataDir)).toBe("700");
  for (const name of [...STORE_FILES, "notes.txt"]) expect(modeOf(path.join(dataDir, name)), name).toBe("600");
  expect(modeOf(outside)).toBe("644");
  expect(log).toEqual([
    `Made the data folder ${dataDir} owner-only (the folder to 0700 and ${["messages.sqlite", "messages.sqlite-shm", "messages.sqlite-wal", "notes.txt"].join(", ")} to 0600): other local users could read it.`,
  ]);

  const again: string[] = [];
  open(dataDir, again);
  expect(again).toEqual([]);
});
