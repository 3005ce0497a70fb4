import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { openDatabase } from "../messages/sqlite-driver.ts";
import { openStoreFile } from "../messages/sqlite-store-file.ts";
import { prepareSqliteSchema } from "../messages/sqlite-store-migrations.ts";
import { startViewWriter, type ViewWriter } from "./sqlite-view-writer.ts";
import type { StartRow, UpdateRow } from "./view-tables.ts";

const DAY = "2026-11-10";
let folder: string;
let writer: ViewWriter;
let log: string[];

const startRow = (id: string, day = DAY): StartRow => ({
  kind: "start",
  id,
  day,
  startedAt: new Date(`${day}T10:00:00.000Z`),
  path: "/about",
  referrerHost: undefined,
  source: undefined,
  linkId: undefined,
  sender: "",
  visitor: `visitor-${id}`,
});
const updateRow = (id: string, timeBucket: number): UpdateRow => ({
  kind: "update",
  id,
  seconds: 12,
  timeBucket,
  depth: undefined,
  depthBucket: undefined,
});

/** What another connection, as the dashboard's, reads from the file now. */
function storedViews(): { id: string; seconds: number | null }[] {
  const db = openDatabase(path.join(folder, "messages.sqlite"), { readonly: true });
  try {
    return db.prepare("SELECT id, seconds FROM views ORDER BY id").all() as { id: string; seconds: number | null }[];
  } finally {
    db.close();
  }
}

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "view-writer-"));
  const db = openStoreFile(folder, () => {});
  prepareSqliteSchema(db);
  db.close();
  log = [];
  writer = startViewWriter(folder, 5, (line) => log.push(line));
});
afterEach(async () => {
  await writer.close();
  rmSync(folder, { recursive: true, force: true });
});

test("a write resolves once committed: another connection reads it at once", async () => {
  await Promise.all([writer.write(startRow("a")), writer.write(startRow("b"))]);
  expect(storedViews()).toEqual([
    { id: "a", seconds: null },
    { id: "b", seconds: null },
  ]);
  await writer.write(updateRow("a", 10));
  expect(storedViews()[0]).toEqual({ id: "a", seconds: 12 });
});

test("rows gather for 5 ms after the first, and none is stored or answered before that", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  try {
    let answered = 0;
    const first = writer.write(startRow("a")).then(() => answered++);
    await vi.advanceTimersByTimeAsync(3);
    const second = writer.write(startRow("b")).then(() => answered++);
    expect([answered, storedViews()]).toEqual([0, []]);
    await vi.advanceTimersByTimeAsync(2);
    await Promise.all([first, second]);
    expect(storedViews().map(({ id }) => id)).toEqual(["a", "b"]);
  } finally {
    vi.useRealTimers();
  }
});

test("a row that cannot be written fails only its own write; the rows gathered with it commit", async () => {
  const written = await Promise.allSettled([
    writer.write(startRow("a")),
    // 7 seconds is not one of the time histogram's buckets (view-buckets.ts).
    writer.write(updateRow("a", 7)),
    writer.write(startRow("b")),
  ]);
  expect(written.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  expect(String((written[1] as PromiseRejectedResult).reason)).toContain("7 is not a time bucket");
  expect(storedViews()).toEqual([
    { id: "a", seconds: null },
    { id: "b", seconds: null },
  ]);
});

test("closing commits what is still gathering; a prune comes after the writes sent before it", async () => {
  const gathering = writer.write(startRow("old", "2026-08-01"));
  const pruned = writer.prune("2026-08-12", DAY);
  await Promise.all([gathering, pruned]);
  expect(storedViews()).toEqual([]);

  const unanswered = writer.write(startRow("last"));
  await writer.close();
  await unanswered;
  expect(storedViews()).toEqual([{ id: "last", seconds: null }]);
});

test("after the thread has ended, the next write starts it again", async () => {
  await writer.write(startRow("a"));
  await writer.close();
  await writer.write(startRow("b"));
  expect(storedViews().map(({ id }) => id)).toEqual(["a", "b"]);
  expect(log).toEqual([]);
});
