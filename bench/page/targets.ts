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
  // The reading statistics' beacon (docs/product.md#reading-statistics): public pages otherwise unchanged.
  /** Lighthouse performance points a page scores below the same page built without the beacon (median of runs). */
  beaconPerformanceDrop: atMost(2, "within 2 points"),
  /** A page's LCP over the same page's built without the beacon (median of runs). */
  beaconLcpRatio: atMost(1.05, "≤ 1.05×"),
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
  // Private work (docs/decisions/016-private-work.md): a protected page opened with a session against a
  // public case study of the same size (bench/common/private-site.ts), each pair measured in one run.
  /** The protected page's req/s as a share of the public page's (npm run bench:load). */
  privatePagesRatio: atLeast(0.8, "≥ 80% of the public page"),
  /** Lighthouse performance points the protected page scores below the public one (median of runs). */
  privatePerformanceDrop: atMost(2, "within 2 points of the public page"),
  /** The protected page's LCP over the public page's (median of runs). */
  privateLcpRatio: atMost(1.1, "≤ 1.1× the public page's"),
  /** One check of the password for private work, wall time (median of checks one at a time). */
  passwordCheckMs: atMost(250, "≤ 250 ms"),
  /**
   * The event loop's longest gap while checks run, over one check's median time: a check run on the
   * loop would hold it for a whole check (1 or more), so below 1 means no check ever did.
   */
  passwordLoopGapShare: atMost(1, "never held for a check"),
} as const satisfies Record<string, Target>;

export type Verdict = "pass" | "miss";

export function judge(value: number, target: Target): Verdict {
  return (target.isUpperBound ? value <= target.limit : value >= target.limit) ? "pass" : "miss";
}

/** The verdict of several checks together: one miss is a miss. */
export function allPass(verdicts: readonly Verdict[]): Verdict {
  return verdicts.every((verdict) => verdict === "pass") ? "pass" : "miss";
}
