// A page's day's histogram as the tables keep it: one row per measure, the counts of its buckets
// (view-buckets.ts) in order, so the dashboard reads a few rows per page and day, however many views.
import { BUCKETS } from "./view-buckets.ts";
import type { HistogramRow } from "./view-tables.ts";

export type Measure = keyof typeof BUCKETS;

/** The bucket's place in its measure's counts; throws for a value that is not one of its buckets. */
export function bucketIndexOf(measure: Measure, bucket: number): number {
  const index = (BUCKETS[measure] as readonly number[]).indexOf(bucket);
  if (index < 0) throw new Error(`${bucket} is not a ${measure} bucket.`);
  return index;
}

/** A new day's counts: `count` in the bucket's place, 0 elsewhere. */
export function countsWith(measure: Measure, index: number, count: number): number[] {
  return BUCKETS[measure].map((_, place) => (place === index ? count : 0));
}

/** The rows of several days' counts, summed per page, measure and bucket; empty buckets left out. */
export function histogramRowsOf(rows: readonly { path: string; measure: Measure; counts: readonly number[] }[]): HistogramRow[] {
  const sums = new Map<string, { path: string; measure: Measure; counts: number[] }>();
  for (const { path, measure, counts } of rows) {
    const key = `${measure} ${path}`;
    const sum = sums.get(key) ?? { path, measure, counts: BUCKETS[measure].map(() => 0) };
    counts.forEach((count, index) => {
      if (index < sum.counts.length) sum.counts[index] = (sum.counts[index] ?? 0) + Number(count);
    });
    sums.set(key, sum);
  }
  return [...sums.values()].flatMap(({ path, measure, counts }) =>
    counts.flatMap((count, index) => (count > 0 ? [{ path, measure, bucket: BUCKETS[measure][index] ?? 0, count }] : [])),
  );
}
