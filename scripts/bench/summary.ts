import type { BenchResults } from "./bench-results.ts";
import type { Slope } from "./build-scaling.ts";
import { formatKb, formatMs, formatPercent, formatRate } from "./format.ts";
import { CATEGORIES } from "./lighthouse-summary.ts";
import { looksLinear } from "./stats.ts";
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

/** "53 ms (looks linear: r² 0.998, steps 50 then 56 ms)" */
export function describeSlope(slope: Slope): string {
  const steps = slope.stepsMsPerCaseStudy.map((ms) => ms.toFixed(0)).join(" then ");
  const shape = looksLinear(slope.r2, slope.stepsMsPerCaseStudy) ? "looks linear" : "not linear";
  return `${slope.msPerCaseStudy.toFixed(0)} ms (${shape}: r² ${slope.r2.toFixed(3)}, steps ${steps} ms)`;
}

/** One line per target of issue 5, each with its verdict. */
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
    metricRow(
      results,
      "LCP",
      TARGETS.lcpMs,
      (run) => run.lcpMs,
      (ms) => `${(ms / 1000).toFixed(2)} s`,
    ),
    metricRow(results, "TBT", TARGETS.tbtMs, (run) => run.tbtMs, formatMs),
    metricRow(
      results,
      "CLS",
      TARGETS.cls,
      (run) => run.cls,
      (cls) => cls.toFixed(3),
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
  ];
}
