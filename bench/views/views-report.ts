// Pure: the views bench's targets (docs/product.md#reading-statistics) and its markdown report.
import { count2xx, type LoadResult, non2xx } from "../common/load-result.ts";
import type { HostInfo } from "../common/machine-info.ts";
import { markdownTable } from "../page/format.ts";
import type { DashboardTiming } from "./dashboard-timing.ts";
import type { KillCheck } from "./kill-check.ts";

export const TARGETS = { beaconsPerSecond: 5000, dashboardMs: 200, growth: 2, largeViews: 1_000_000, smallViews: 100_000 };

/** A load run and the server's CPU time per answer over it in µs, all and its main thread's (undefined without /proc). */
export interface MeasuredRun {
  result: LoadResult;
  serverCpuUs: number | undefined;
  mainThreadCpuUs?: number | undefined;
}

export interface ViewsReport {
  date: string;
  machine: HostInfo;
  /** Pipelined (pipelined-beacons.ts): the run the target is judged on. */
  beacons: MeasuredRun;
  /** GET / on the same server just after, sent the same way: the machine's pace at the time. */
  baseline: MeasuredRun;
  /** The beacons again, from autocannon, whose own work on the shared cores holds the server back. */
  autocannonBeacons: LoadResult;
  kill: KillCheck;
  dashboard: DashboardTiming[];
  /** Why a store's timing is missing (PostgreSQL without DATABASE_URL). */
  skipped: string[];
  problems: string[];
}

export function findProblems(beacons: LoadResult, kill: KillCheck, dashboard: DashboardTiming[]): string[] {
  const problems: string[] = [];
  if (beacons.reqPerSec < TARGETS.beaconsPerSecond) {
    problems.push(`Beacons: ${Math.round(beacons.reqPerSec)}/s, under the target of ${TARGETS.beaconsPerSecond}/s.`);
  }
  const refused = Object.entries(non2xx(beacons));
  if (refused.length > 0 || beacons.errors > 0) {
    problems.push(
      `Beacons: ${refused.map(([status, count]) => `${count} × ${status}`).join(", ") || "none refused"}, ${beacons.errors} errors.`,
    );
  }
  if (kill.lostStarts > 0 || kill.lostUpdates > 0) {
    problems.push(`SIGKILL: ${kill.lostStarts} answered views and ${kill.lostUpdates} answered updates lost.`);
  }
  for (const store of new Set(dashboard.map((timing) => timing.store))) {
    const large = dashboard.find((timing) => timing.store === store && timing.views === TARGETS.largeViews);
    const small = dashboard.find((timing) => timing.store === store && timing.views === TARGETS.smallViews);
    if (!large || !small) continue;
    if (large.medianMs > TARGETS.dashboardMs) {
      problems.push(
        `${store}: the 30-day dashboard took ${Math.round(large.medianMs)} ms at 1,000,000 views (target ${TARGETS.dashboardMs} ms).`,
      );
    }
    if (large.medianMs > TARGETS.growth * small.medianMs) {
      problems.push(
        `${store}: ${(large.medianMs / small.medianMs).toFixed(2)}× the 100,000 views' time at 1,000,000 (target ≤ ${TARGETS.growth}×).`,
      );
    }
  }
  return problems;
}

const ms = (value: number) => value.toFixed(1);
const us = (value: number | undefined) => (value === undefined ? "–" : String(Math.round(value)));

function loadRow(result: LoadResult, serverCpu: string[]): string[] {
  return [
    result.name,
    String(result.connections),
    result.seconds.toFixed(1),
    String(Math.round(result.reqPerSec)),
    String(result.p50Ms),
    String(result.p99Ms),
    String(count2xx(result)),
    Object.entries(non2xx(result))
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ") || "0",
    String(result.errors),
    ...serverCpu,
  ];
}

export function formatViewsReport(report: ViewsReport): string {
  const { date, machine, beacons, baseline, autocannonBeacons, kill, dashboard, skipped, problems } = report;
  const beaconTable = markdownTable(
    [
      "Requests",
      "Connections",
      "Seconds",
      "Answers/s",
      "p50 ms",
      "p99 ms",
      "2xx",
      "Other",
      "Errors",
      "Server CPU µs each",
      "Main thread µs each",
    ],
    [beacons, baseline]
      .map((run) => loadRow(run.result, [us(run.serverCpuUs), us(run.mainThreadCpuUs)]))
      .concat([loadRow(autocannonBeacons, ["–", "–"])]),
  );
  const share = (beacons.result.reqPerSec / baseline.result.reqPerSec).toFixed(2);
  const dashboardTable = markdownTable(
    ["Store", "Views stored", "Histogram rows", "Seeded in s", "Median ms", "p95 ms", "× the 100,000's"],
    dashboard.map((timing) => {
      const small = dashboard.find((other) => other.store === timing.store && other.views === TARGETS.smallViews);
      return [
        timing.store,
        timing.views.toLocaleString("en-US"),
        timing.histogramRows.toLocaleString("en-US"),
        timing.seedSeconds.toFixed(1),
        ms(timing.medianMs),
        ms(timing.p95Ms),
        small ? (timing.medianMs / small.medianMs).toFixed(2) : "–",
      ];
    }),
  );
  return `# Reading statistics (\`npm run bench:views\`)

${date}: ${machine.cpuModel}, ${machine.cores} cores, ${machine.ramGb} GB RAM, ${machine.os}, Node ${machine.node};
load average at the start ${machine.loadAverage.join(" / ")} (1 / 5 / 15 min).

Targets (docs/product.md#reading-statistics): at least ${TARGETS.beaconsPerSecond.toLocaleString("en-US")} beacons a second on SQLite; no beacon answered 204
lost across a SIGKILL and restart; the 30-day dashboard (\`readDashboard({ days: 30 })\`) in at most
${TARGETS.dashboardMs} ms with 1,000,000 stored views, and in at most ${TARGETS.growth}× its time at 100,000, on SQLite and PostgreSQL.

## Beacons on SQLite

The server as \`npm start\` runs it (TRUST_PROXY on), its client on the same machine. Each view starts
and then sends its update, each view from one of 20,000 addresses (X-Forwarded-For), so the
per-address limit lets all of them through. Every beacon is answered only once committed: beacons
gather for 5 ms and share one transaction on the views' writer thread (decision 017). The first two
rows send ready-made requests, 16 at a time on each connection (HTTP/1.1 pipelining, bench/views/pipelined-beacons.ts);
the last is autocannon, whose own work on the two shared cores holds the server back. "Server CPU µs each" is the
server's CPU time per answer, all its threads; "Main thread µs each" the part on the thread that answers requests.

${beaconTable}

Beacons ran at ${share}× the same server's home page, served from memory with no database, sent the same way in the same run.

## SIGKILL and restart

${kill.answeredStarts} views and ${kill.answeredUpdates} updates answered 204 by 32 senders, then the server killed with
SIGKILL mid-stream and started again on the same folder: **${kill.lostStarts} views and ${kill.lostUpdates} updates lost**.

## The dashboard's 30-day query

Seeded stores (bench/views/seed-views.ts): views over 90 days on 25 pages, with their daily totals
and histograms as the beacons would have made them; then the real store's \`readDashboard\`, 3 runs
to warm up and 15 timed.

${dashboardTable}
${skipped.map((reason) => `\n${reason}`).join("")}
${problems.length === 0 ? "Every target is met." : `Problems:\n\n${problems.map((problem) => `- ${problem}`).join("\n")}`}
`;
}
