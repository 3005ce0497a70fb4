import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { findLongModules, MAX_MODULE_LINES } from "./module-size.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const temporaryRoots: string[] = [];

afterEach(() => {
  for (const root of temporaryRoots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A tree of files, each given as its number of lines. */
function makeTree(files: Record<string, number>): string {
  const root = mkdtempSync(path.join(tmpdir(), "module-size-"));
  temporaryRoots.push(root);
  for (const [file, lines] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "export {};\n".repeat(lines));
  }
  return root;
}

test(`every module of the server and the bench is under ${MAX_MODULE_LINES} lines`, () => {
  // Printed in full, so a failure names each module to split and its length.
  expect(findLongModules(ROOT).map(({ file, lines }) => `${file}: ${lines} lines`)).toEqual([]);
});

test("finds a server or bench module at the limit, but not one below it, a test, or another folder's", () => {
  const root = makeTree({
    "server/at-limit.ts": MAX_MODULE_LINES,
    "server/below-limit.ts": MAX_MODULE_LINES - 1,
    "server/long.test.ts": MAX_MODULE_LINES + 40,
    "bench/page/long-page.tsx": MAX_MODULE_LINES + 1,
    "src/long.ts": MAX_MODULE_LINES + 40,
  });
  expect(findLongModules(root)).toEqual([
    { file: "bench/page/long-page.tsx", lines: MAX_MODULE_LINES + 1 },
    { file: "server/at-limit.ts", lines: MAX_MODULE_LINES },
  ]);
});
