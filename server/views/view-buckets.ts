// The histograms behind the dashboard's medians (docs/decisions/017-reading-statistics.md): per day and
// page, a count of views per read depth and per visible-time bucket, so a median over 90 days costs
// the same at a thousand views as at a million.

/** The longest visible time a beacon may report: a day. */
export const MAX_SECONDS = 24 * 60 * 60;

/**
 * The visible-time buckets, each named by its lowest second: finer where most reads end, coarser
 * towards an hour, and one bucket for an hour or more. 31 of them, and 21 of read depth: a page's day
 * holds at most 52 rows, however many views it had.
 */
export const TIME_BUCKETS = [
  0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 90, 120, 150, 180, 240, 300, 420, 600, 900, 1200, 1800, 2700,
  3600,
] as const;

/** The bucket of a visible time: the largest of TIME_BUCKETS not above it. */
export function timeBucketOf(seconds: number): number {
  const whole = Math.max(0, Math.floor(seconds));
  return TIME_BUCKETS.findLast((bucket) => bucket <= whole) ?? 0;
}

/** The read-depth buckets: 0, 5, … 100 (%). */
export const DEPTH_BUCKETS = Array.from({ length: 21 }, (_, index) => index * 5);

/** Each measure's buckets in order: a day's histogram of a page is one row of counts in this order. */
export const BUCKETS = { depth: DEPTH_BUCKETS, time: [...TIME_BUCKETS] } as const;

/** Read depth in steps of 5 %, each named by its lowest: 0, 5, … 100. */
export function depthBucketOf(depth: number): number {
  const whole = Math.min(100, Math.max(0, Math.round(depth)));
  return whole - (whole % 5);
}

/**
 * The lower median of a histogram (bucket → count): the smallest bucket holding the middle view, or
 * the lower of the two middle ones; undefined when it is empty.
 */
export function medianOf(histogram: ReadonlyMap<number, number>): number | undefined {
  const buckets = [...histogram.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return undefined;
  const middle = Math.ceil(total / 2);
  let seen = 0;
  for (const [bucket, count] of buckets) {
    seen += count;
    if (seen >= middle) return bucket;
  }
  return undefined;
}
