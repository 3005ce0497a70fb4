import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { openMessageStore } from "./message-store.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function makeDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "messages-"));
  dirs.push(dir);
  return path.join(dir, "nested", "data");
}

test("creates the data folder and keeps messages across a restart", () => {
  const dataDir = makeDataDir();
  const first = openMessageStore(dataDir);
  const saved = first.save({ email: "ada@example.com", subject: "Hello", message: "Hi there" });
  first.close();

  const reopened = openMessageStore(dataDir);
  expect(reopened.list()).toEqual([saved]);
  reopened.close();
});

test("lists messages newest first", () => {
  const times = [new Date("2026-01-01T10:00:00Z"), new Date("2026-01-01T10:00:01Z")];
  const store = openMessageStore(makeDataDir(), () => times.shift() ?? new Date());
  store.save({ email: "a@example.com", subject: "First", message: "1" });
  store.save({ email: "b@example.com", subject: "Second", message: "2" });
  expect(store.list().map((message) => message.subject)).toEqual(["Second", "First"]);
  store.close();
});
