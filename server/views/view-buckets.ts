// The histograms behind the dashboard's medians (docs/decisions/017-reading-statistics.md): per day and
// page, a count of views per read depth and per visible-time bucket, so a median over 90 days costs
// the same at a thousand views as at a million.

/** The longest visible time a beacon may report: a day. */
export const MAX_SECONDS = 24 * 60 * 60;

/**
 * The bucket of a visible time, named by its lowest second: each second up to a minute, then
 * 10-second steps up to 10 minutes, minutes up to an hour, and one bucket for an hour or more.
 */
export function timeBucketOf(seconds: number): number {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return whole;
  if (whole < 600) return whole - (whole % 10);
  if (whole < 3600) return whole - (whole % 60);
  return 3600;
}

/** Read depth is kept to the whole percent: its own bucket. */
export function depthBucketOf(depth: number): number {
  return Math.min(100, Math.max(0, Math.round(depth)));
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
