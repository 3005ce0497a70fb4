import { looksLinear } from "../common/stats.ts";
import { beaconRow } from "./beacon-comparison.ts";
import type { BenchResults } from "./bench-results.ts";
import type { Slope } from "./build-scaling.ts";
import { formatKb, formatMs, formatPercent, formatRate, formatSeconds } from "./format.ts";
import type { RouteLighthouse } from "./lighthouse-runs.ts";
import { CATEGORIES } from "./lighthouse-summary.ts";
import { privateWorkRows } from "./private-summary.ts";
import { allPass, judge, TARGETS, type Target, type Verdict } from "./targets.ts";

export interface SummaryRow {
  measurement: string;
  result: string;
  target: string;
  verdict: Verdict;
}

/** The route with the worst median value of one number (highest, or lowest with `isLowWorse`). */
function worstRoute(
  results: BenchResults,
  pick: (route: BenchResults["lighthouse"]["routes"][number]) => number,
  isLowWorse = false,
) {
  const routes = [...results.lighthouse.routes].sort((a, b) => (isLowWorse ? pick(a) - pick(b) : pick(b) - pick(a)));
  const worst = routes[0];
  if (!worst) throw new Error("no Lighthouse results");
  return { path: worst.path, value: pick(worst) };
}

function metricRow(
  results: BenchResults,
  label: string,
  target: Target,
  pick: (run: BenchResults["lighthouse"]["routes"][number]["median"]) => number,
  show: (value: number) => string,
): SummaryRow {
  const worst = worstRoute(results, (route) => pick(route.median));
  const verdicts = results.lighthouse.routes.map((route) => judge(pick(route.median), target));
  return {
    measurement: `${label}, worst route (median of runs)`,
    result: `${show(worst.value)} on ${worst.path}`,
    target: target.label,
    verdict: allPass(verdicts),
  };
}

/** Our time over the scriptless copy's, for one metric of one route's medians. */
export function scriptlessRatio(route: RouteLighthouse, metric: "fcpMs" | "lcpMs"): number {
  return route.median[metric] / route.scriptless.median[metric];
}

function scriptlessRow(results: BenchResults): SummaryRow {
  const ratios = results.lighthouse.routes.flatMap((route) =>
    (["fcpMs", "lcpMs"] as const).map((metric) => ({ path: route.path, metric, ratio: scriptlessRatio(route, metric) })),
  );
  const worst = [...ratios].sort((a, b) => b.ratio - a.ratio)[0];
  return {
    measurement: "FCP and LCP against the same pages without scripts, worst (median of runs)",
    result: worst ? `${worst.ratio.toFixed(2)}× (${worst.metric === "fcpMs" ? "FCP" : "LCP"} on ${worst.path})` : "none measured",
    target: TARGETS.scriptlessRatio.label,
    verdict: allPass(ratios.map(({ ratio }) => judge(ratio, TARGETS.scriptlessRatio))),
  };
}

function scriptsBeforePaintRow(results: BenchResults): SummaryRow {
  const counts = results.lighthouse.routes.map((route) => ({ path: route.path, ...route.median.scriptsBeforePaint }));
  const early = counts.filter((count) => count.requestedBeforeFcp + count.loadedBeforeLcp > 0);
  return {
    measurement: "Scripts requested before the first paint or loaded before the largest (worst run)",
    result:
      early.length === 0
        ? "none on any route"
        : early.map((count) => `${count.path}: ${count.requestedBeforeFcp} / ${count.loadedBeforeLcp}`).join("; "),
    target: TARGETS.scriptsBeforePaint.label,
    verdict: allPass(counts.map((count) => judge(count.requestedBeforeFcp + count.loadedBeforeLcp, TARGETS.scriptsBeforePaint))),
  };
}

/** "53 ms (looks linear: r² 0.998, steps 50 then 56 ms)" */
export function describeSlope(slope: Slope): string {
  const steps = slope.stepsMsPerCaseStudy.map((ms) => ms.toFixed(0)).join(" then ");
  const shape = looksLinear(slope.r2, slope.stepsMsPerCaseStudy) ? "looks linear" : "not linear";
  return `${slope.msPerCaseStudy.toFixed(0)} ms (${shape}: r² ${slope.r2.toFixed(3)}, steps ${steps} ms)`;
}

/** One line per target, each with its verdict. */
export function summarise(results: BenchResults): SummaryRow[] {
  const { lighthouse, floor, throughput, buildScaling } = results;
  const scoreChecks = lighthouse.routes.flatMap((route) =>
    CATEGORIES.map((category) => ({ route: route.path, category, score: route.median.scores[category] })),
  );
  const lowest = [...scoreChecks].sort((a, b) => a.score - b.score)[0];
  const misses = scoreChecks.filter((check) => judge(check.score, TARGETS.lighthouseScore) === "miss");
  const overheadKb = floor.overheadGzipBytes / 1000;
  const { pages, api } = throughput;
  const isEveryMessageStored = api.storedMessages === api.acceptedMessages;
  return [
    {
      measurement: "Lighthouse score, 4 categories × 4 routes (median of runs)",
      result:
        misses.length === 0
          ? "100 everywhere"
          : `${misses.length} of ${scoreChecks.length} below 100; lowest ${lowest?.score} (${lowest?.category}, ${lowest?.route})`,
      target: `${TARGETS.lighthouseScore.label} each`,
      verdict: allPass(scoreChecks.map((check) => judge(check.score, TARGETS.lighthouseScore))),
    },
    metricRow(results, "FCP", TARGETS.fcpMs, (run) => run.fcpMs, formatSeconds),
    metricRow(results, "LCP", TARGETS.lcpMs, (run) => run.lcpMs, formatSeconds),
    scriptlessRow(results),
    beaconRow(results),
    scriptsBeforePaintRow(results),
    metricRow(results, "TBT", TARGETS.tbtMs, (run) => run.tbtMs, formatMs),
    metricRow(
      results,
      "CLS",
      TARGETS.cls,
      (run) => run.cls,
      (cls) => cls.toFixed(3),
    ),
    metricRow(
      results,
      "Unused JavaScript (Lighthouse)",
      TARGETS.unusedJsKb,
      (run) => run.unusedJsBytes / 1000,
      (kb) => `${kb.toFixed(1)} KB`,
    ),
    {
      measurement: "Home page JS (gzip) against the framework floor",
      result: `${formatKb(floor.home.gzipBytes)} = floor ${formatKb(floor.floor.gzipBytes)} + ${overheadKb.toFixed(1)} KB`,
      target: TARGETS.homeJsOverFloorKb.label,
      verdict: judge(overheadKb, TARGETS.homeJsOverFloorKb),
    },
    {
      measurement: "GET / against bare GET",
      result: `${formatRate(pages.measured.reqPerSec)} vs ${formatRate(pages.bare.reqPerSec)} = ${formatPercent(pages.ratio)}`,
      target: TARGETS.pagesRatio.label,
      verdict: judge(pages.ratio, TARGETS.pagesRatio),
    },
    {
      measurement: "POST /api/send-message against bare POST; accepted messages stored",
      result:
        `${formatRate(api.measured.reqPerSec)} vs ${formatRate(api.bare.reqPerSec)} = ${formatPercent(api.ratio)}; ` +
        `${api.storedMessages} rows for ${api.acceptedMessages} answers 200`,
      target: `${TARGETS.apiRatio.label}, every one stored`,
      verdict: allPass([judge(api.ratio, TARGETS.apiRatio), isEveryMessageStored ? "pass" : "miss"]),
    },
    {
      measurement: "Build time per added case study",
      result: `${describeSlope(buildScaling.wall)}${buildScaling.cpu ? `; CPU time ${describeSlope(buildScaling.cpu)}` : ""}`,
      target: `${TARGETS.buildMsPerCaseStudy.label} (wall time)`,
      verdict: judge(buildScaling.wall.msPerCaseStudy, TARGETS.buildMsPerCaseStudy),
    },
    ...privateWorkRows(results.privateWork),
  ];
}
