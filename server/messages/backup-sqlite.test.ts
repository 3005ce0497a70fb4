import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { backupSqliteStore } from "./backup-sqlite.ts";
import { openDatabase } from "./sqlite-driver.ts";
import { openSqliteStore } from "./sqlite-store.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

test("a backup, taken while the store is open, holds its messages and is readable by its owner alone", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "backup-sqlite-"));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  const dataDir = path.join(root, "data");
  const store = openSqliteStore(dataDir);
  cleanups.push(() => store.close());
  await store.save({ email: "ada@example.com", subject: "Kept", message: "Hi", status: "queued", senderAddress: "203.0.113.7" });

  const destination = path.join(root, "backup.sqlite");
  await backupSqliteStore(dataDir, destination);
  expect((statSync(destination).mode & 0o777).toString(8)).toBe("600");
  const copy = openDatabase(destination, { readonly: true });
  expect(copy.prepare("SELECT subject FROM messages").all()).toEqual([{ subject: "Kept" }]);
  copy.close();

  const existing = path.join(root, "existing.sqlite");
  writeFileSync(existing, "the owner's");
  await expect(backupSqliteStore(dataDir, existing)).rejects.toThrow(`${existing} already exists; choose a new file name.`);
  expect(readFileSync(existing, "utf8")).toBe("the owner's");
});
