// The performance targets, each named once; the report prints pass or miss next to every measurement.

export interface Target {
  /** How the target reads in the report: "≥ 100", "≤ 1.2 s". */
  label: string;
  limit: number;
  isUpperBound: boolean;
}

const atLeast = (limit: number, label: string): Target => ({ label, limit, isUpperBound: false });
const atMost = (limit: number, label: string): Target => ({ label, limit, isUpperBound: true });

export const TARGETS = {
  /** Every Lighthouse category, on every route (scores as 0–100). */
  lighthouseScore: atLeast(100, "100"),
  fcpMs: atMost(900, "≤ 0.9 s"),
  lcpMs: atMost(1200, "≤ 1.2 s"),
  /** Our FCP and LCP over those of the same page with every script taken out. */
  scriptlessRatio: atMost(1.1, "≤ 1.1×"),
  /** Scripts requested before the first paint, or loaded before the largest, in any run. */
  scriptsBeforePaint: atMost(0, "none"),
  tbtMs: atMost(50, "≤ 50 ms"),
  cls: atMost(0.01, "≤ 0.01"),
  /** Lighthouse's unused JavaScript, KB transfer, per route. */
  unusedJsKb: atMost(10, "≤ 10 KB"),
  /** Home page JS over the framework floor's, KB gzip. */
  homeJsOverFloorKb: atMost(15, "≤ floor + 15 KB"),
  /** GET / req/s as a share of a bare GET route's. */
  pagesRatio: atLeast(0.7, "≥ 70% of bare"),
  /** POST /api/send-message req/s as a share of a bare POST route's. */
  apiRatio: atLeast(0.5, "≥ 50% of bare"),
  buildMsPerCaseStudy: atMost(50, "≤ 50 ms"),
} as const satisfies Record<string, Target>;

export type Verdict = "pass" | "miss";

export function judge(value: number, target: Target): Verdict {
  return (target.isUpperBound ? value <= target.limit : value >= target.limit) ? "pass" : "miss";
}

/** The verdict of several checks together: one miss is a miss. */
export function allPass(verdicts: readonly Verdict[]): Verdict {
  return verdicts.every((verdict) => verdict === "pass") ? "pass" : "miss";
}
