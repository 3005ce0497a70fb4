// Pure: turns Lighthouse reports (LHR JSON) into the numbers the bench reports; what cost points is
// lighthouse-lost-points.ts.
import { median } from "../common/stats.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The part of a Lighthouse result the bench reads (lighthouse's own Result type satisfies it). */
export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    | {
        id: string;
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        displayValue?: string;
        details?: unknown;
      }
    | undefined
  >;
}

export interface LighthouseRun {
  /** 0–100, as Lighthouse shows them. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer sizes (as served, compressed) of the page's scripts and stylesheets. */
  jsTransferBytes: number;
  cssTransferBytes: number;
  /** Lighthouse's "Reduce unused JavaScript" savings, transfer bytes (it lists only files wasting over 20 KiB). */
  unusedJsBytes: number;
  /**
   * In the unthrottled load Lighthouse observed: scripts requested before the first paint, and scripts
   * loaded before the largest paint. Its simulation counts those as holding the paints back.
   */
  scriptsBeforePaint: { requestedBeforeFcp: number; loadedBeforeLcp: number };
}

function numericAudit(report: LighthouseReport, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (typeof value !== "number") throw new Error(`the Lighthouse report has no value for "${id}"`);
  return value;
}

function transferSize(report: LighthouseReport, resourceType: string): number {
  const details = report.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] };
  return details?.items?.find((item) => item.resourceType === resourceType)?.transferSize ?? 0;
}

interface ObservedMetrics {
  observedFirstContentfulPaintTs?: number;
  observedLargestContentfulPaintTs?: number;
}
interface NetworkRequests {
  items?: { resourceType?: string; rendererStartTime?: number; networkEndTime?: number }[];
  debugData?: { networkStartTimeTs?: number };
}

/** Counts from the trace's own timestamps (microseconds); request times are milliseconds after the first request. */
export function countScriptsBeforePaint(report: LighthouseReport): LighthouseRun["scriptsBeforePaint"] {
  const metrics = (report.audits.metrics?.details as { items?: ObservedMetrics[] } | undefined)?.items?.[0];
  const network = report.audits["network-requests"]?.details as NetworkRequests | undefined;
  const fcpTs = metrics?.observedFirstContentfulPaintTs;
  const lcpTs = metrics?.observedLargestContentfulPaintTs;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (fcpTs === undefined || lcpTs === undefined || startTs === undefined) {
    throw new Error("the Lighthouse report has no observed paint times or request times");
  }
  const scripts = (network?.items ?? []).filter((item) => item.resourceType === "Script");
  const at = (ms: number | undefined) => startTs + (ms ?? Number.POSITIVE_INFINITY) * 1000;
  return {
    requestedBeforeFcp: scripts.filter((script) => at(script.rendererStartTime) < fcpTs).length,
    loadedBeforeLcp: scripts.filter((script) => at(script.networkEndTime) <= lcpTs).length,
  };
}

function unusedJsBytes(report: LighthouseReport): number {
  const details = report.audits["unused-javascript"]?.details as { overallSavingsBytes?: number } | undefined;
  return details?.overallSavingsBytes ?? 0;
}

export function summariseRun(report: LighthouseReport): LighthouseRun {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return {
    scores,
    fcpMs: numericAudit(report, "first-contentful-paint"),
    lcpMs: numericAudit(report, "largest-contentful-paint"),
    tbtMs: numericAudit(report, "total-blocking-time"),
    cls: numericAudit(report, "cumulative-layout-shift"),
    jsTransferBytes: transferSize(report, "script"),
    cssTransferBytes: transferSize(report, "stylesheet"),
    unusedJsBytes: unusedJsBytes(report),
    scriptsBeforePaint: countScriptsBeforePaint(report),
  };
}

/**
 * Each number is the median of its own runs (a run that is slow on one metric need not be slow on all);
 * scripts before paint are the worst run's, as one early script in any run is a miss.
 */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, of((run) => run.scores[category])])) as Record<
      Category,
      number
    >,
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    jsTransferBytes: of((run) => run.jsTransferBytes),
    cssTransferBytes: of((run) => run.cssTransferBytes),
    unusedJsBytes: of((run) => run.unusedJsBytes),
    scriptsBeforePaint: {
      requestedBeforeFcp: Math.max(...runs.map((run) => run.scriptsBeforePaint.requestedBeforeFcp)),
      loadedBeforeLcp: Math.max(...runs.map((run) => run.scriptsBeforePaint.loadedBeforeLcp)),
    },
  };
}
