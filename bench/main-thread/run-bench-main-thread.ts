// `npm run bench:main-thread` (docs/performance.md): each route's main-thread time on a slowed phone, as
// served and without scripts, in one run. Writes bench/main-thread-results.md and .json; exits 1 when a
// target is missed. `--as-before` writes the run as bench/main-thread-before.json instead, the figures
// the report compares with.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium, NO_CHROMIUM_MESSAGE } from "#scripts/chromium.ts";
import { describeHost } from "../common/machine-info.ts";
import { ROOT } from "../common/run-command.ts";
import { serveWithScriptlessCopy } from "../page/scriptless-copy.ts";
import { serveFloor } from "./floor-sites.ts";
import { AFTER_LOAD_MS, CPU_SLOWDOWN, launchProbeBrowser, probePageLoad } from "./main-thread-probe.ts";
import { findMisses, formatMainThreadReport, type MainThreadResults, mediansOf, type RouteLoads } from "./main-thread-report.ts";

// Every kind of public page: home, the list, a case study, a tag, about and privacy.
const ROUTES = [
  "/",
  "/case-studies",
  "/case-studies/appointment-booking-recipient-cards",
  "/case-studies/tags/prototyping",
  "/about",
  "/privacy",
];
const LOADS_PER_PAGE = 5;
const FLOOR_LABEL = "bench/floor's home";
const RESULTS = path.join(ROOT, "bench/main-thread-results");
const BEFORE = path.join(ROOT, "bench/main-thread-before.json");
const NO_RATE_LIMIT = { RATE_LIMIT_MAX: "100000000" };

const chromePath = findChromium();
if (!chromePath) throw new Error(NO_CHROMIUM_MESSAGE);
const asBefore = process.argv.includes("--as-before");
const workDir = mkdtempSync(path.join(os.tmpdir(), "bench-main-thread-"));
const { served, scriptless } = await serveWithScriptlessCopy(workDir, NO_RATE_LIMIT);
const floor = await serveFloor(workDir);
const browser = await launchProbeBrowser(chromePath);

/** The page at `route` on both sites, in turn, each going first every other time, so a slow moment of the machine falls on both. */
async function measure(label: string, route: string, baseUrl: string, scriptlessBaseUrl: string): Promise<RouteLoads> {
  const measured: RouteLoads = { path: label, withScripts: [], withoutScripts: [] };
  for (let load = 0; load < LOADS_PER_PAGE; load += 1) {
    const order = load % 2 === 0 ? (["withScripts", "withoutScripts"] as const) : (["withoutScripts", "withScripts"] as const);
    for (const variant of order) {
      const base = variant === "withScripts" ? baseUrl : scriptlessBaseUrl;
      measured[variant].push(await probePageLoad(browser, `${base}${route}`));
    }
  }
  const { withScripts, withoutScripts } = mediansOf(measured);
  console.log(`${label}: ${withScripts.mainThreadMs} ms as served, ${withoutScripts.mainThreadMs} ms without scripts`);
  return measured;
}

const loads: RouteLoads[] = [];
let floorLoads: RouteLoads;
try {
  for (const route of ROUTES) loads.push(await measure(route, route, served.url, scriptless.url));
  floorLoads = await measure(FLOOR_LABEL, "/", floor.url, floor.scriptlessUrl);
} finally {
  await browser.close();
  await Promise.all([served.stop(), scriptless.stop(), floor.stop()]);
  rmSync(workDir, { recursive: true, force: true });
}

const host = describeHost();
const results: MainThreadResults = {
  date: new Date().toISOString(),
  machine: `${host.cpuModel}, ${host.cores} cores, load average ${host.loadAverage.join(" ")}`,
  cpuSlowdown: CPU_SLOWDOWN,
  afterLoadMs: AFTER_LOAD_MS,
  loadsPerPage: LOADS_PER_PAGE,
  routes: loads.map(mediansOf),
  floor: mediansOf(floorLoads),
};
if (asBefore) {
  writeFileSync(BEFORE, `${JSON.stringify(results, null, 2)}\n`);
  spawnSync(path.join(ROOT, "node_modules/.bin/biome"), ["format", "--write", BEFORE], { stdio: "ignore" });
  console.log(`wrote ${path.relative(ROOT, BEFORE)}`);
} else {
  const before = existsSync(BEFORE) ? (JSON.parse(readFileSync(BEFORE, "utf8")) as MainThreadResults) : undefined;
  writeFileSync(`${RESULTS}.json`, `${JSON.stringify({ ...results, loads, floorLoads }, null, 2)}\n`);
  writeFileSync(`${RESULTS}.md`, formatMainThreadReport(results, before));
  // In the repository's own format (its tables aligned), so the lint step passes on the committed files.
  spawnSync(path.join(ROOT, "node_modules/.bin/biome"), ["format", "--write", `${RESULTS}.md`, `${RESULTS}.json`], {
    stdio: "ignore",
  });
  console.log(`wrote ${path.relative(ROOT, RESULTS)}.md and .json`);
}
const misses = findMisses(results.routes);
for (const miss of misses) console.log(`MISS ${miss}`);
process.exitCode = misses.length > 0 ? 1 : 0;
