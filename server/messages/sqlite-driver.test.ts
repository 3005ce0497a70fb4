import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { openDatabase } from "./sqlite-driver.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

test("statements left to the garbage collector under memory pressure never crash Node", { timeout: 60_000 }, async () => {
  // A process of its own: the crash this guards against aborts Node itself (exit 134), not a test.
  const result = await run(
    process.execPath,
    ["--expose-gc", "--import", "tsx", "server/test-support/leave-statements-to-gc.ts"],
    { cwd: ROOT },
  ).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number | null; signal: string | null; stdout: string; stderr: string }) => ({
      code: error.code ?? error.signal,
      output: `${error.stdout}\n${error.stderr}`,
    }),
  );
  expect(result, result.output).toMatchObject({ code: 0 });
  expect(result.output).toContain("statements collected, exit 0");
});

test("the driver keeps synchronous = FULL and copies a database open for writing with the online backup", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sqlite-driver-"));
  try {
    const db = openDatabase(path.join(dir, "source.sqlite"));
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    // 2 is FULL (https://sqlite.org/pragma.html#pragma_synchronous).
    expect(db.pragma("synchronous", { simple: true })).toBe(2);
    db.exec("CREATE TABLE t (text TEXT)");
    db.prepare("INSERT INTO t (text) VALUES (?)").run("kept");
    await db.backup(path.join(dir, "copy.sqlite"));
    db.close();
    const copy = openDatabase(path.join(dir, "copy.sqlite"), { readonly: true });
    expect(copy.prepare("SELECT text FROM t").all()).toEqual([{ text: "kept" }]);
    copy.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
