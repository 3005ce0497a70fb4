// `npm run bench` (docs/product.md#performance): builds, serves on loopback, measures, and writes bench/results.md and bench/results.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium, NO_CHROMIUM_MESSAGE } from "#scripts/chromium.ts";
import { startBenchServer } from "../common/bench-server.ts";
import { describeMachine, packageVersions } from "../common/machine-info.ts";
import { REACT_ROUTER_BIN, ROOT, runTimed, VITE_BIN } from "../common/run-command.ts";
import type { BenchResults } from "./bench-results.ts";
import { measureBuildScaling } from "./build-scaling.ts";
import { BUNDLE_STATS_JSON, BUNDLE_VITE_CONFIG } from "./bundle-paths.ts";
import { listChunks } from "./bundle-report.ts";
import { compareWithFloor } from "./framework-floor.ts";
import { measureRoutes } from "./lighthouse-runs.ts";
import { buildWithoutBeacon } from "./no-beacon-build.ts";
import { measurePrivateLighthouse } from "./private-lighthouse.ts";
import { renderReport } from "./report.ts";
import { serveWithScriptlessCopy } from "./scriptless-copy.ts";
import { summarise } from "./summary.ts";
import { withTempDir } from "./temp-dir.ts";
import { countStoredMessages, measureApi, measurePages } from "./throughput.ts";

// Five: each route is compared with itself without the beacon (within 2 points), and in three runs
// one noisy run on this machine moved a route's median by about 5. The private pages' targets are
// differences between two pages too.
const LIGHTHOUSE_RUNS = 5;
const PRIVATE_LIGHTHOUSE_RUNS = 5;
// Ten requests per connection warms the store up in a few seconds even when it is slow.
const LOAD = { connections: 50, durationSeconds: 10, warmUpSeconds: 3, postWarmUpRequestsPerConnection: 10 };
const ADDED_CASE_STUDIES = [0, 100, 200];
// One build per size keeps the whole bench near 10 minutes on a busy 2-core machine; the CPU-time
// slope, which load barely moves, is the steadier cross-check of the wall-time one.
const BUILD_REPEATS = 1;
const RESULTS_DIR = path.join(ROOT, "bench");
// The rate limit out of the way of a load test.
const NO_RATE_LIMIT = { RATE_LIMIT_MAX: "100000000" };

const startedAt = Date.now();
const log = (line: string) => console.log(`[${String(Math.round((Date.now() - startedAt) / 1000)).padStart(4)} s] ${line}`);

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const date = new Date(startedAt).toISOString();
  const machine = describeMachine(chromePath);
  log(`${machine.cpuModel}, ${machine.cores} cores, load average ${machine.loadAverage.join(" ")}`);

  log("build scaling: real content plus 0, 100 and 200 generated case studies");
  const buildScaling = await measureBuildScaling(ADDED_CASE_STUDIES, BUILD_REPEATS, log);

  log("the site built without the reading statistics' beacon, the baseline for the public pages");
  const noBeaconDir = mkdtempSync(path.join(os.tmpdir(), "bench-no-beacon-"));
  const noBeaconClientDir = buildWithoutBeacon(noBeaconDir);

  // Last build of the run, so build/ holds the real site again; it is the one served and measured below.
  const servedBuildMs = runTimed(REACT_ROUTER_BIN, ["build", ".", "--config", BUNDLE_VITE_CONFIG], { cwd: ROOT }).wallMs;
  log(`served build (real content, with the bundle report): ${(servedBuildMs / 1000).toFixed(2)} s`);
  // The pages' build writes React Router's prerendering bundle over the server; compiling it again
  // leaves build/ whole for `npm start`, as `npm run build` would.
  runTimed(VITE_BIN, ["build", "--config", "vite.server.config.ts"], { cwd: ROOT });
  const chunks = listChunks(path.join(ROOT, "build/client"), BUNDLE_STATS_JSON);

  const floor = compareWithFloor();
  log(`framework floor: home JS ${floor.floor.gzipBytes} B gzip; ours ${floor.home.gzipBytes} B`);

  const lighthouse = await withTempDir("lighthouse-data", async (dataDir) => {
    const { served: server, scriptless: scriptlessServer } = await serveWithScriptlessCopy(dataDir, NO_RATE_LIMIT);
    const noBeaconServer = await startBenchServer({
      dataDir: path.join(dataDir, "no-beacon-site"),
      clientDir: noBeaconClientDir,
      env: NO_RATE_LIMIT,
    });
    try {
      const sites = { baseUrl: server.url, scriptlessBaseUrl: scriptlessServer.url, noBeaconBaseUrl: noBeaconServer.url };
      return await measureRoutes(sites, chromePath, LIGHTHOUSE_RUNS, log);
    } finally {
      await Promise.all([server.stop(), scriptlessServer.stop(), noBeaconServer.stop()]);
      rmSync(noBeaconDir, { recursive: true, force: true });
    }
  });

  const privateWork = await measurePrivateLighthouse(chromePath, PRIVATE_LIGHTHOUSE_RUNS, log);

  const throughput = await withTempDir("throughput-data", async (dataDir) => {
    const server = await startBenchServer({ dataDir, env: NO_RATE_LIMIT });
    try {
      log(`throughput: GET / against GET /__bench/bare (${LOAD.connections} connections, ${LOAD.durationSeconds} s each)`);
      const pages = await measurePages(server.url, LOAD);
      log("throughput: POST /api/send-message against POST /__bench/bare");
      const api = await measureApi(server.url, LOAD, server.stop, () => countStoredMessages(dataDir));
      return { settings: LOAD, pages, api };
    } finally {
      await server.stop();
    }
  });

  const results: BenchResults = {
    date,
    durationSeconds: (Date.now() - startedAt) / 1000,
    machine,
    loadAverageAtEnd: os.loadavg().map((load) => Math.round(load * 100) / 100),
    versions: packageVersions(),
    lighthouse,
    privateWork,
    floor,
    throughput,
    buildScaling,
    bundle: { servedBuildMs, chunks },
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(RESULTS_DIR, "results.json"),
    `${JSON.stringify({ summary: summarise(results), ...results }, null, 2)}\n`,
  );
  writeFileSync(path.join(RESULTS_DIR, "results.md"), renderReport(results));
  log("wrote bench/results.md and bench/results.json");
  for (const row of summarise(results))
    console.log(`  ${row.verdict === "pass" ? "pass" : "MISS"}  ${row.measurement}: ${row.result} (target ${row.target})`);
}

/** `npm run bench -- --report-only`: renders results.md again from results.json, e.g. after changing the report's wording. */
function renderAgain() {
  const results = JSON.parse(readFileSync(path.join(RESULTS_DIR, "results.json"), "utf8")) as BenchResults;
  writeFileSync(path.join(RESULTS_DIR, "results.md"), renderReport(results));
  console.log("wrote bench/results.md from bench/results.json");
}

(process.argv.includes("--report-only") ? Promise.resolve().then(renderAgain) : main()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
