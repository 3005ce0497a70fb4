import path from "node:path";
import { expect, test } from "vitest";
import { findImportViolations, formatViolation } from "./check-imports.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BROKEN = path.join(import.meta.dirname, "fixtures/broken");

test("no import in the repository breaks the import rules", () => {
  const violations = findImportViolations(ROOT);
  // Printed in full, so a failure says which file, which line and which rule.
  expect(violations.map(formatViolation).join("\n\n")).toBe("");
});

test("finds every broken rule in the fixture, and only those", () => {
  const violation = (file: string, line: number, specifier: string, target: string, rule: string) => ({
    file,
    line,
    specifier,
    target,
    rule: expect.stringContaining(rule),
  });
  expect(findImportViolations(BROKEN)).toEqual([
    violation(
      "pipeline/spelling.ts",
      2,
      "../server/app.ts",
      "server/app.ts",
      'leaves its top-level folder names the other folder by its subpath import: "#server/app.ts"',
    ),
    violation("pipeline/spelling.ts", 3, "#pipeline/build.ts", "pipeline/build.ts", 'is relative: "./build.ts"'),
    violation("pipeline/spelling.ts", 4, "./build", "pipeline/build.ts", 'with the extension: "./build.ts"'),
    violation("pipeline/spelling.ts", 5, "#root/server/app.ts", "server/app.ts", 'subpath import: "#server/app.ts"'),
    violation("pipeline/spelling.ts", 6, "#bench/run.ts", "?", 'matches no "#…/*" entry'),
    violation("pipeline/spelling.ts", 7, "../bench/run.ts", "bench/run.ts", 'has no "#…/*" entry for bench'),
    violation("scripts/run.ts", 2, "#server/test-support/solve.ts", "server/test-support/solve.ts", "Only test files"),
    violation(
      "server/app.ts",
      1,
      "#pipeline/build.ts",
      "pipeline/build.ts",
      "server/ imports only server/ and src/, not pipeline/",
    ),
    violation("server/app.ts", 2, "#src/components/card.tsx", "src/components/card.tsx", "not a React component (.tsx)"),
    violation("src/entry.ts", 2, "#server/app.ts", "server/app.ts", "src/ imports only src/, not server/"),
    violation(
      "src/features/a/feature-a.test.ts",
      1,
      "../b/feature-b.ts",
      "src/features/b/feature-b.ts",
      "features are independent",
    ),
    violation("src/features/a/feature-a.ts", 3, "../b/feature-b.ts", "src/features/b/feature-b.ts", "features are independent"),
    violation(
      "src/features/a/feature-a.ts",
      4,
      "./test-support/make-a.ts",
      "src/features/a/test-support/make-a.ts",
      "Only test files",
    ),
    violation(
      "src/lib/format-date.ts",
      1,
      "../components/card.tsx",
      "src/components/card.tsx",
      "src/lib imports only src/lib, not src/components",
    ),
    violation("src/lib/format-date.ts", 2, "../features/a/feature-a.ts", "src/features/a/feature-a.ts", "not src/features/a"),
    violation("src/lib/format-date.ts", 5, "../routes/home.ts", "src/routes/home.ts", "not src/routes"),
    violation("src/routes/home.ts", 7, "name", "?", "with a string literal"),
  ]);
});
