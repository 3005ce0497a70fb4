// `npm run bench:views`: the reading statistics' targets (docs/product.md#reading-statistics): beacons a
// second on SQLite, none lost across a SIGKILL, and the dashboard's time at 100,000 and 1,000,000
// views on SQLite and PostgreSQL (DATABASE_URL). Writes bench/views-results.md and .json; exits 1 when
// a target is missed. Not part of `npm test`: it takes about ten minutes.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadStoreConfig } from "#server/config.ts";
import { runAutocannon, singleRequest } from "../common/autocannon.ts";
import { startBenchServer } from "../common/bench-server.ts";
import { describeHost } from "../common/machine-info.ts";
import { ROOT } from "../common/run-command.ts";
import { pageRequest } from "../load/load-run.ts";
import { runBeaconLoad } from "./beacon-load.ts";
import { type DashboardTiming, timeDashboard } from "./dashboard-timing.ts";
import { checkBeaconsSurviveKill } from "./kill-check.ts";
import { findProblems, formatViewsReport, TARGETS, type ViewsReport } from "./views-report.ts";

const CONNECTIONS = 100;
const RUN_SECONDS = 30;
const WARM_UP_SECONDS = 5;
const BASELINE_SECONDS = 10;

const machine = describeHost();
console.log("Beacons on SQLite…");
// On SQLite whatever DATABASE_URL says: the target is SQLite's.
const server = await startBenchServer({ env: { TRUST_PROXY: "true", DATABASE_URL: "" } });
let beacons: ViewsReport["beacons"];
let baseline: ViewsReport["baseline"];
try {
  await runBeaconLoad(server.url, CONNECTIONS, WARM_UP_SECONDS);
  beacons = await runBeaconLoad(server.url, CONNECTIONS, RUN_SECONDS);
  // The same server's home page, just after: what this machine gives any request right now.
  baseline = await runAutocannon(server.url, singleRequest(pageRequest("/")), CONNECTIONS, { durationSeconds: BASELINE_SECONDS });
} finally {
  await server.stop();
}
console.log(`  ${Math.round(beacons.reqPerSec)}/s, p99 ${beacons.p99Ms} ms; GET / ${Math.round(baseline.reqPerSec)}/s`);

console.log("SIGKILL during a stream of beacons…");
const kill = await checkBeaconsSurviveKill();
console.log(`  ${kill.answeredStarts} answered, ${kill.lostStarts + kill.lostUpdates} lost`);

const { databaseUrl } = loadStoreConfig();
const dashboard: DashboardTiming[] = [];
const skipped: string[] = [];
for (const store of ["SQLite", "PostgreSQL"] as const) {
  if (store === "PostgreSQL" && !databaseUrl) {
    skipped.push("PostgreSQL: not timed, DATABASE_URL is not set.");
    continue;
  }
  for (const views of [TARGETS.smallViews, TARGETS.largeViews]) {
    console.log(`The dashboard on ${store} at ${views.toLocaleString("en-US")} views…`);
    dashboard.push(await timeDashboard(store, views, databaseUrl));
    console.log(`  median ${dashboard.at(-1)?.medianMs.toFixed(1)} ms`);
  }
}

const report: ViewsReport = {
  date: new Date().toISOString(),
  machine,
  beacons,
  baseline,
  kill,
  dashboard,
  skipped,
  problems: findProblems(beacons, kill, dashboard),
};
const markdown = formatViewsReport(report);
writeFileSync(path.join(ROOT, "bench/views-results.md"), markdown);
const jsonFile = path.join(ROOT, "bench/views-results.json");
writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
// Written as the project's formatter would, so `npm run lint` passes over a committed result.
spawnSync(path.join(ROOT, "node_modules/.bin/biome"), ["format", "--write", jsonFile], { stdio: "ignore" });
console.log(`\n${markdown}`);
if (report.problems.length > 0) process.exitCode = 1;
