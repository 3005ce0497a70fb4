// `npm test`: typecheck, lint, dependency audit, build, unit tests, browser tests, cross-browser tests; ends with one 'N passed, M failed' line.
import "#server/node-version-check.ts";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { reasonToBuild } from "#pipeline/build/build-freshness.ts";
import { resolveContentDir } from "#pipeline/content/content-dir.ts";
import { findChromium, NO_CHROMIUM_MESSAGE } from "./chromium.ts";
import {
  FAILED_TEST_PREFIX,
  failedPlaywrightTests,
  failedVitestTests,
  type PlaywrightReport,
  type VitestReport,
} from "./test-report/failed-tests.ts";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".tmp/test-reports");

interface Counts {
  passed: number;
  failed: number;
}

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n━━ ${title}: ${[command, ...args].join(" ")}`);
  const startedAt = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  // Each step's time, so a slow CI run shows where its minutes went.
  console.log(
    `━━ ${title}: ${result.status === 0 ? "done" : "failed"} in ${Math.round((performance.now() - startedAt) / 1000)} s`,
  );
  return result.status === 0;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}

if (!findChromium()) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const failedSteps: string[] = [];
// Named again above the closing line, which is all of a long run's output some CI logs keep.
const failedTests: string[] = [];
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

// Steps whose outcome cannot depend on the Node version; .ci/run skips them on its second Node.
const SKIPPABLE_STEPS = ["typecheck", "lint", "audit", "cross-browser"];
const skippedSteps = (process.env.TEST_SKIP_STEPS ?? "").split(",").filter(Boolean);
const unknownSteps = skippedSteps.filter((step) => !SKIPPABLE_STEPS.includes(step));
if (unknownSteps.length > 0) {
  console.error(`TEST_SKIP_STEPS may name ${SKIPPABLE_STEPS.join(", ")}; not ${unknownSteps.join(", ")}.`);
  process.exit(1);
}
// The browser tests check the client, which is the same build on any Node; on its second Node,
// .ci/run keeps only those tagged @server, whose outcome rests on the server process (answers to
// posts, headers, statuses, served files), at one width.
const BROWSER_SCOPES = new Map([
  ["all", []],
  ["server", ["--project", "desktop", "--grep", "@server"]],
]);
const browserScope = process.env.TEST_BROWSER_SCOPE ?? "all";
const browserArgs = BROWSER_SCOPES.get(browserScope);
if (!browserArgs) {
  console.error(`TEST_BROWSER_SCOPE may be ${[...BROWSER_SCOPES.keys()].join(" or ")}; not ${browserScope}.`);
  process.exit(1);
}
// The unit tests' vitest projects (vitest.config.ts). On its second Node, .ci/run keeps only `server`: the
// server, the pipeline and the scripts run on that Node; `client` runs in jsdom and `bench` checks the
// benchmarks' arithmetic, neither of which the Node version changes (docs/testing.md).
const UNIT_SCOPES = new Map([
  ["all", []],
  ["server", ["--project", "server"]],
]);
const unitScope = process.env.TEST_UNIT_SCOPE ?? "all";
const unitArgs = UNIT_SCOPES.get(unitScope);
if (!unitArgs) {
  console.error(`TEST_UNIT_SCOPE may be ${[...UNIT_SCOPES.keys()].join(" or ")}; not ${unitScope}.`);
  process.exit(1);
}
const isSkipped = (step: string) => {
  if (skippedSteps.includes(step)) console.log(`\n━━ ${step}: skipped (TEST_SKIP_STEPS)`);
  return skippedSteps.includes(step);
};

if (!isSkipped("typecheck") && !run("Typecheck", "npm", ["run", "--silent", "typecheck"])) failedSteps.push("typecheck");
if (!isSkipped("lint") && !run("Lint", bin("biome"), ["check", "."])) failedSteps.push("lint");
// What the server runs on, not the tools that build and test it. Asks the registry, so it needs the network.
if (!isSkipped("audit") && !run("Audit", bin("tsx"), ["scripts/audit/audit-dependencies.ts"])) failedSteps.push("audit");

/** A runner that failed without reporting a failed test (it crashed, or found no tests) still counts one failure. */
function countOf(isOk: boolean, passed = 0, failed = 0): Counts {
  return { passed, failed: isOk ? failed : Math.max(failed, 1) };
}

// The build comes before the unit tests: the container test replays the Dockerfile's final stage from it.
// As `npm start` does, it is made only when missing or older than what it is made from: the same
// sources give the same build on any Node (CI's second Node reuses the first's; the pipeline's own
// unit tests still build on each).
const staleBecause = reasonToBuild(root, resolveContentDir());
if (!staleBecause) console.log("\n━━ Build: up to date with its sources (pipeline/build/build-freshness.ts)");
const isBuilt = !staleBecause || run(`Build (${staleBecause})`, "npm", ["run", "--silent", "build"]);
if (!isBuilt) failedSteps.push("build");

const vitestReport = path.join(reports, "vitest.json");
const unitOk = run("Unit tests", bin("vitest"), [
  "run",
  ...unitArgs,
  // Every core: vitest's default leaves one free, which on CI's two cores runs the files one at a time.
  "--maxWorkers=100%",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson<VitestReport>(vitestReport);
const unit = countOf(unitOk, vitest?.numPassedTests, vitest?.numFailedTests);
if (vitest) failedTests.push(...failedVitestTests(vitest, root).map((name) => `unit: ${name}`));

let browser: Counts = { passed: 0, failed: 0 };
if (isBuilt) {
  const playwrightReport = path.join(reports, "playwright.json");
  const browserOk = run("Browser tests", bin("playwright"), ["test", ...browserArgs], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    // The site at 30 case studies and the second owner's site test the client, not the server (playwright.config.ts).
    ...(browserScope === "server" && { E2E_AT_SCALE: "0", E2E_OWNER_SITE: "0" }),
  });
  const report = readJson<PlaywrightReport>(playwrightReport);
  const stats = report?.stats;
  browser = countOf(browserOk, stats?.expected, stats && stats.unexpected + stats.flaky);
  if (report) failedTests.push(...failedPlaywrightTests(report).map((name) => `browser: ${name}`));
}

// The journeys that differ between engines, in Firefox ESR and WebKitGTK (vitest.cross-browser.config.ts).
let crossBrowser: Counts = { passed: 0, failed: 0 };
if (isBuilt && !isSkipped("cross-browser")) {
  const crossBrowserReport = path.join(reports, "cross-browser.json");
  const crossBrowserOk = run("Cross-browser tests", bin("vitest"), [
    "run",
    "--config",
    "vitest.cross-browser.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${crossBrowserReport}`,
  ]);
  const report = readJson<VitestReport>(crossBrowserReport);
  crossBrowser = countOf(crossBrowserOk, report?.numPassedTests, report?.numFailedTests);
  if (report) failedTests.push(...failedVitestTests(report, root).map((name) => `cross-browser: ${name}`));
}

// Steps that are not tests (typecheck, lint, audit, build) count one failure each when they fail.
const passed = unit.passed + browser.passed + crossBrowser.passed;
const failed = unit.failed + browser.failed + crossBrowser.failed + failedSteps.length;
console.log(
  `\nNode ${process.versions.node}. Unit (${unitScope}): ${unit.passed} passed, ${unit.failed} failed, ${vitest?.numPendingTests ?? 0} skipped. Browser (${browserScope}): ${browser.passed} passed, ${browser.failed} failed. Cross-browser: ${crossBrowser.passed} passed, ${crossBrowser.failed} failed.`,
);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(", ")}.`);
for (const name of failedTests) console.log(`${FAILED_TEST_PREFIX}${name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
