// `npm run bench:load`: the built site under load on loopback (docs/product.md#under-load). Writes bench/load-results.md
// and .json; exits 1 when a check fails. Not part of `npm test`: it takes about five minutes.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "#server/config.ts";
import type { LoadTarget } from "../common/autocannon.ts";
import { startBenchServer } from "../common/bench-server.ts";
import { count2xx, non2xx } from "../common/load-result.ts";
import { describeHost } from "../common/machine-info.ts";
import { findPrivateMisses, findProblems, formatLoadReport, type LoadReport, memoryReport } from "./load-report.ts";
import { type LoadRun, messageRequest, pageRequest, runLoad } from "./load-run.ts";
import { runPaced } from "./paced-run.ts";
import { probePasswordChecks } from "./password-probe.ts";
import { measurePrivatePages } from "./private-load.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CONNECTIONS = 200;
const RUN_SECONDS = 30;
const SOAK_SECONDS = 60;
// The soak's messages come at a steady rate beside the pages: a flood of them would measure the disk
// (the POST run above does that), not the memory.
const SOAK_MESSAGES_PER_SECOND = 20;
const RATE_LIMITED_SECONDS = 10;
// Unmeasured: the first seconds of a fresh server pay for V8 compiling the hot paths and for opening
// 200 connections; they would land in whichever run came first.
const WARM_UP_SECONDS = 5;
const PAGES = ["/", "/case-studies", "/case-studies/appointment-booking-recipient-cards", "/about"];

const TARGETS: LoadTarget[] = [
  ...PAGES.map((page) => ({ name: `GET ${page}`, requests: [pageRequest(page)] })),
  { name: "POST /api/send-message", requests: [messageRequest] },
];
const SOAK_PAGES: LoadTarget = { name: "Soak: the four pages in turn", requests: PAGES.map(pageRequest) };
const SOAK_MESSAGES: LoadTarget = {
  name: `Soak: messages at ${SOAK_MESSAGES_PER_SECOND}/s meanwhile`,
  requests: [messageRequest],
};

function log(run: LoadRun) {
  const others = Object.entries(non2xx(run)).map(([status, count]) => `${count} × ${status}`);
  console.log(
    `  ${run.name}: ${Math.round(run.reqPerSec)} req/s over ${run.seconds.toFixed(1)} s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ` +
      `${count2xx(run)} 2xx, non-2xx ${others.join(", ") || "0"}, errors ${run.errors}, timeouts ${run.timeouts}`,
  );
}

const machine = describeHost();
const defaultRateLimit = loadConfig({}).rateLimit.max;
const runs: LoadRun[] = [];
const options = { connections: CONNECTIONS, durationSeconds: RUN_SECONDS, rateLimit: "high" } as const;

console.log(`Load test: ${TARGETS.length} targets × ${RUN_SECONDS} s, ${SOAK_SECONDS} s soak, ${CONNECTIONS} connections`);
const server = await startBenchServer({ env: { RATE_LIMIT_MAX: "1000000000" } });
let memory: LoadReport["memory"];
try {
  const freshStart = await server.memory();
  await runLoad(server.url, SOAK_PAGES, { ...options, durationSeconds: WARM_UP_SECONDS });
  for (const target of TARGETS) {
    runs.push(await runLoad(server.url, target, options));
    log(runs.at(-1) as LoadRun);
  }
  const beforeSoak = await server.memory();
  const soak = { ...options, durationSeconds: SOAK_SECONDS };
  const soakRuns = await Promise.all([
    runLoad(server.url, SOAK_PAGES, soak),
    runPaced(server.url, SOAK_MESSAGES, { ...soak, perSecond: SOAK_MESSAGES_PER_SECOND }),
  ]);
  runs.push(...soakRuns);
  soakRuns.forEach(log);
  memory = memoryReport(freshStart, beforeSoak, await server.memory());
} finally {
  await server.stop();
}

console.log(`With the default rate limit (${defaultRateLimit} messages per sender):`);
const limited = await startBenchServer();
try {
  const target = { name: "POST /api/send-message", requests: [messageRequest] };
  runs.push(await runLoad(limited.url, target, { ...options, durationSeconds: RATE_LIMITED_SECONDS, rateLimit: "default" }));
  log(runs.at(-1) as LoadRun);
} finally {
  await limited.stop();
}

console.log("Private work: a protected page with a session against the public page it copies (building that site first)");
const privatePages = await measurePrivatePages({
  connections: CONNECTIONS,
  durationSeconds: RUN_SECONDS,
  warmUpSeconds: WARM_UP_SECONDS,
});
runs.push(privatePages.publicPage, privatePages.protectedPage);
log(privatePages.publicPage);
log(privatePages.protectedPage);
// With no server running, so the checks' threads and the loop share the machine only with others' work.
const password = await probePasswordChecks((line) => console.log(`  ${line}`));
const privateWork = { pages: privatePages, password };

const report: LoadReport = {
  date: new Date().toISOString(),
  machine,
  runs,
  memory,
  privateWork,
  problems: [...findProblems(runs, memory, defaultRateLimit), ...findPrivateMisses(privateWork)],
};
const benchDir = path.join(ROOT, "bench");
mkdirSync(benchDir, { recursive: true });
const markdown = formatLoadReport(report);
writeFileSync(path.join(benchDir, "load-results.md"), markdown);
const jsonFile = path.join(benchDir, "load-results.json");
writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
// Written as the project's formatter would, so `npm run lint` passes over a committed result.
spawnSync(path.join(ROOT, "node_modules/.bin/biome"), ["format", "--write", jsonFile], { stdio: "ignore" });

console.log(`\n${markdown}`);
if (report.problems.length > 0) process.exitCode = 1;
