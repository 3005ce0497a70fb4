// `npm run bench:views`: the reading statistics' targets (docs/product.md#reading-statistics): beacons a
// second on SQLite, none lost across a SIGKILL, and the dashboard's time at 100,000 and 1,000,000
// views on SQLite and PostgreSQL (DATABASE_URL). Writes bench/views-results.md and .json; exits 1 when
// a target is missed. Not part of `npm test`: it takes about ten minutes.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadStoreConfig } from "#server/config.ts";
import { startBenchServer } from "../common/bench-server.ts";
import { processCpuMs } from "../common/cpu-time.ts";
import type { LoadResult } from "../common/load-result.ts";
import { describeHost } from "../common/machine-info.ts";
import { runPipelined } from "../common/pipelined-load.ts";
import { ROOT } from "../common/run-command.ts";
import { runBeaconLoad } from "./beacon-load.ts";
import { type DashboardTiming, timeDashboard } from "./dashboard-timing.ts";
import { checkBeaconsSurviveKill } from "./kill-check.ts";
import { pipelinedBeacons, pipelinedHomePage } from "./pipelined-beacons.ts";
import { findProblems, formatViewsReport, type MeasuredRun, TARGETS, type ViewsReport } from "./views-report.ts";

const CONNECTIONS = 100;
// Few connections, each with a batch in flight, keep the server busy: the pipelined client's own work is small.
const PIPELINED_CONNECTIONS = 10;
const RUN_SECONDS = 30;
const WARM_UP_SECONDS = 5;
const BASELINE_SECONDS = 10;

const machine = describeHost();
console.log("Beacons on SQLite…");
// On SQLite whatever DATABASE_URL says: the target is SQLite's.
const server = await startBenchServer({ env: { TRUST_PROXY: "true", DATABASE_URL: "" } });
/** A run, with the server's own CPU time over it, all of it and its main thread's, per answer. */
async function withServerCpu(run: () => Promise<LoadResult>): Promise<MeasuredRun> {
  const readings = () => [processCpuMs(server.pid), processCpuMs(server.pid, { mainThread: true })];
  const before = readings();
  const result = await run();
  const after = readings();
  const [serverCpuUs, mainThreadCpuUs] = after.map((ms, index) => {
    const was = before[index];
    return ms === undefined || was === undefined ? undefined : ((ms - was) * 1000) / result.answers;
  });
  return { result, serverCpuUs, mainThreadCpuUs };
}
let beacons: ViewsReport["beacons"];
let baseline: ViewsReport["baseline"];
let autocannonBeacons: ViewsReport["autocannonBeacons"];
try {
  await runPipelined(server.url, pipelinedBeacons(), PIPELINED_CONNECTIONS, WARM_UP_SECONDS);
  beacons = await withServerCpu(() => runPipelined(server.url, pipelinedBeacons(), PIPELINED_CONNECTIONS, RUN_SECONDS));
  // The same server's home page, just after: what this machine gives any request right now.
  baseline = await withServerCpu(() => runPipelined(server.url, pipelinedHomePage(), PIPELINED_CONNECTIONS, BASELINE_SECONDS));
  autocannonBeacons = await runBeaconLoad(server.url, CONNECTIONS, BASELINE_SECONDS);
} finally {
  await server.stop();
}
console.log(`  ${Math.round(beacons.result.reqPerSec)}/s; GET / ${Math.round(baseline.result.reqPerSec)}/s`);

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
  autocannonBeacons,
  kill,
  dashboard,
  skipped,
  problems: findProblems(beacons.result, kill, dashboard),
};
const markdown = formatViewsReport(report);
writeFileSync(path.join(ROOT, "bench/views-results.md"), markdown);
const jsonFile = path.join(ROOT, "bench/views-results.json");
writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
// Written as the project's formatter would, so `npm run lint` passes over a committed result.
spawnSync(path.join(ROOT, "node_modules/.bin/biome"), ["format", "--write", jsonFile], { stdio: "ignore" });
console.log(`\n${markdown}`);
if (report.problems.length > 0) process.exitCode = 1;
