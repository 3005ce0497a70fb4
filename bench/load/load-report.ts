import type { MemorySample } from "../common/bench-server.ts";
import { count2xx, non2xx } from "../common/load-result.ts";
import type { HostInfo } from "../common/machine-info.ts";
import type { LoadRun } from "./load-run.ts";
import { formatPrivateWorkSection, type PrivateWorkLoad, privateChecks } from "./private-report.ts";

// Memory may settle higher after warming up, but not keep climbing: after the soak it stays within this of before.
export const MAX_MEMORY_GROWTH = 1.5;

export interface MemoryReport {
  freshStart: MemorySample;
  beforeSoak: MemorySample;
  afterSoak: MemorySample;
  /** afterSoak / beforeSoak. */
  growth: { rss: number; heapUsed: number };
}

export interface LoadReport {
  date: string;
  machine: HostInfo;
  runs: LoadRun[];
  memory: MemoryReport;
  privateWork: PrivateWorkLoad;
  /** What went wrong; empty when every check passed. */
  problems: string[];
}

const ratio = (after: number, before: number) => Math.round((after / before) * 100) / 100;

export function memoryReport(freshStart: MemorySample, beforeSoak: MemorySample, afterSoak: MemorySample): MemoryReport {
  return {
    freshStart,
    beforeSoak,
    afterSoak,
    growth: { rss: ratio(afterSoak.rssMb, beforeSoak.rssMb), heapUsed: ratio(afterSoak.heapUsedMb, beforeSoak.heapUsedMb) },
  };
}

/** Private work's targets missed, one line each. */
export function findPrivateMisses(privateWork: PrivateWorkLoad): string[] {
  return privateChecks(privateWork)
    .filter((check) => check.verdict === "miss")
    .map((check) => `private work: ${check.measurement}: ${check.result}, target ${check.target}`);
}

/** Every way a run fell short: errors or timeouts anywhere, answers other than 2xx except the intended 429s, memory growth. */
export function findProblems(runs: LoadRun[], memory: MemoryReport, defaultRateLimit: number): string[] {
  const problems: string[] = [];
  for (const run of runs) {
    if (run.errors > 0) problems.push(`${run.name}: ${run.errors} errors (${run.timeouts} of them timeouts)`);
    const unexpected = Object.entries(non2xx(run)).filter(([status]) => run.rateLimit === "high" || status !== "429");
    if (unexpected.length > 0)
      problems.push(`${run.name}: unexpected answers ${unexpected.map(([s, n]) => `${n} × ${s}`).join(", ")}`);
    const accepted = count2xx(run);
    if (run.rateLimit === "default" && accepted !== defaultRateLimit) {
      problems.push(`${run.name}: ${accepted} messages accepted with the default limit of ${defaultRateLimit}`);
    }
  }
  for (const [name, growth] of Object.entries(memory.growth)) {
    if (growth > MAX_MEMORY_GROWTH) problems.push(`memory: ${name} grew ${growth} times during the soak`);
  }
  return problems;
}

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...cells.slice(1).map(line)].join("\n");
}

const formatNon2xx = (run: LoadRun) =>
  Object.entries(non2xx(run))
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ") || "0";

export function formatLoadReport({ date, machine, runs, memory, privateWork, problems }: LoadReport): string {
  const runRows = runs.map((run) => [
    run.name,
    run.rateLimit,
    run.connections,
    run.seconds.toFixed(1),
    Math.round(run.reqPerSec),
    run.p50Ms,
    run.p99Ms,
    count2xx(run),
    formatNon2xx(run),
    run.timeouts > 0 ? `${run.errors} (${run.timeouts} timeouts)` : run.errors,
  ]);
  const header = ["Target", "Rate limit", "Connections", "Seconds", "Requests/s", "p50 ms", "p99 ms", "2xx", "Non-2xx", "Errors"];
  const sample = (label: string, { rssMb, heapUsedMb }: MemorySample) => [label, rssMb, heapUsedMb];
  const memoryRows = [
    sample("Fresh start", memory.freshStart),
    sample("Before the soak (after the runs above)", memory.beforeSoak),
    sample("After the soak", memory.afterSoak),
    ["After / before", `${memory.growth.rss}×`, `${memory.growth.heapUsed}×`],
  ];
  return `# Load test (\`npm run bench:load\`)

${date}: ${machine.cpuModel}, ${machine.cores} cores, ${machine.ramGb} GB RAM, ${machine.os}, Node ${machine.node};
load average at the start ${machine.loadAverage.join(" / ")} (1 / 5 / 15 min).

The server as \`npm start\` runs it, on loopback, with a fresh message store; autocannon on the same
machine. Pages are asked for as a browser does (\`Accept-Encoding: br, gzip\`). "high": the rate limit
out of the way; "default": the default limit, where every answer past it is an intended 429. A
message is answered only once it is on disk (decision 003); messages arriving together share one
commit (group commit), so the POST run measures how many the disk takes per fsync. The soak sends
messages at a steady rate beside the pages, each timed by its own client from send to answer.
Seconds run from the first request to the last answer; requests/s are answers over them.
Errors include timeouts (no answer within 10 s).

${table(header, runRows)}

Server memory (RSS from /proc; V8 heap in use after a full collection):

${table(["When", "RSS MB", "Heap used MB"], memoryRows)}

${formatPrivateWorkSection(privateWork)}
## Checks

${problems.length === 0 ? `Checks passed: no errors or timeouts, no unexpected answers, memory within ${MAX_MEMORY_GROWTH}× across the soak, private work's targets met.` : `Problems:\n\n${problems.map((problem) => `- ${problem}`).join("\n")}`}
`;
}
