import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { failedPlaywrightTests, failedVitestTests } from "./failed-tests.ts";

// The reports are the tools' own, written by running them on fixtures that fail on purpose.
const root = path.resolve(import.meta.dirname, "../..");
const fixtures = path.join(import.meta.dirname, "fixtures");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const reports = mkdtempSync(path.join(tmpdir(), "failed-tests-"));
afterAll(() => rmSync(reports, { recursive: true, force: true }));

function readReport(file: string) {
  return JSON.parse(readFileSync(file, "utf8"));
}

test("names each failed vitest test by file and full name, and a file that could not load", () => {
  const outputFile = path.join(reports, "vitest.json");
  const run = spawnSync(
    bin("vitest"),
    ["run", "--config", path.join(fixtures, "vitest.fixture.config.ts"), "--reporter=json", `--outputFile.json=${outputFile}`],
    { cwd: root, encoding: "utf8" },
  );
  expect(run.status, run.stderr).toBe(1);

  expect(failedVitestTests(readReport(outputFile), root).sort()).toEqual([
    "scripts/test-report/fixtures/vitest-broken.fixture.ts (this file cannot load)",
    "scripts/test-report/fixtures/vitest-sample.fixture.ts › the sample group fails on purpose",
  ]);
});

test("names each failed or flaky Playwright test by project, file, line and titles", () => {
  const outputFile = path.join(reports, "playwright.json");
  const run = spawnSync(
    bin("playwright"),
    ["test", "--config", path.join(fixtures, "playwright.fixture.config.ts"), "--reporter=json"],
    { cwd: root, encoding: "utf8", env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile } },
  );
  expect(run.status, run.stderr).toBe(1);

  expect(failedPlaywrightTests(readReport(outputFile))).toEqual([
    "[sample] playwright-sample.fixture.ts:9 › the sample group › fails on purpose",
    "[sample] playwright-sample.fixture.ts:12 › the sample group › passes on its retry (flaky)",
  ]);
});
