import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import {
  buildDirOf,
  PROTECTED_CASE_STUDIES_PATH,
  protectedCaseStudiesFileOf,
  readProtectedCaseStudies,
} from "./protected-case-studies.ts";

let buildDir: string;
beforeEach(() => {
  buildDir = mkdtempSync(path.join(tmpdir(), "protected-"));
});
afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

function write(text: string): void {
  mkdirSync(path.dirname(protectedCaseStudiesFileOf(buildDir)), { recursive: true });
  writeFileSync(protectedCaseStudiesFileOf(buildDir), text);
}

test("the list lives in the build folder's private/, outside client/ which is served", () => {
  expect(PROTECTED_CASE_STUDIES_PATH).toBe("private/protected-case-studies.json");
  expect(protectedCaseStudiesFileOf("/site/build")).toBe("/site/build/private/protected-case-studies.json");
  expect(buildDirOf({})).toBe(path.resolve("build"));
  expect(buildDirOf({ BUILD_DIR: "other/build" })).toBe(path.resolve("other/build"));
});

test("reads the slugs and titles the build listed", () => {
  write(JSON.stringify([{ slug: "atlas", title: "Atlas", extra: true }]));
  expect(readProtectedCaseStudies(buildDir)).toEqual([{ slug: "atlas", title: "Atlas" }]);
});

test("a missing list says to build first; a broken one to build again", () => {
  expect(() => readProtectedCaseStudies(buildDir)).toThrow("Run npm run build first");
  for (const text of ["not json", '{"slug":"atlas"}', '[{"slug":"Not A Slug","title":"x"}]']) {
    write(text);
    expect(() => readProtectedCaseStudies(buildDir)).toThrow("run npm run build again");
  }
});
