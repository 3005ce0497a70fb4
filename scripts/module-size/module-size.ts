// The size rule for the server's and the bench's modules (README, "How it is built"): each stays under
// MAX_MODULE_LINES, split by reason to change, so a reader can hold one in view. Tests are left out:
// their length is their cases'. Checked by module-size.test.ts, so `npm test` fails on a long module.
import { readFileSync } from "node:fs";
import path from "node:path";
import { listSourceFiles } from "../import-rules/read-imports.ts";

/** A module of this many lines or more is one to split. */
export const MAX_MODULE_LINES = 160;
const CHECKED_FOLDERS = ["server", "bench"];
const TEST_FILE = /\.test\.tsx?$/;

export interface LongModule {
  file: string;
  lines: number;
}

/** Counted as `wc -l` counts: the newlines, so a last line without one is not counted. */
function countLines(text: string): number {
  return text.split("\n").length - 1;
}

/** The non-test modules under server/ and bench/ of `root` with MAX_MODULE_LINES lines or more, in path order. */
export function findLongModules(root: string): LongModule[] {
  return listSourceFiles(root)
    .filter((file) => CHECKED_FOLDERS.includes(file.split("/")[0] ?? "") && !TEST_FILE.test(file))
    .map((file) => ({ file, lines: countLines(readFileSync(path.join(root, file), "utf8")) }))
    .filter(({ lines }) => lines >= MAX_MODULE_LINES);
}
