// Seeds the views tables for the dashboard's timing (bench/views/): `count` views over the last 90
// days on 25 case studies (the first ones viewed most), a third from referrers, a seventh with a utm
// source, one in 200 through one of 5 share links; then every daily total and histogram made from
// them, as the beacons would have. Set-based SQL, so a million rows take seconds, not an hour.
import { bucketIndexOf, type Measure } from "#server/views/histogram-counts.ts";
import { BUCKETS, TIME_BUCKETS } from "#server/views/view-buckets.ts";

export const SEED_DAYS = 90;
export const SEED_PATHS = 25;
const LINKS = 5;

/** The histogram's time bucket of `seconds` in SQL: the largest of TIME_BUCKETS not above it. */
const timeBucketSql = (seconds: string) =>
  `CASE ${[...TIME_BUCKETS]
    .reverse()
    .map((bucket) => `WHEN ${seconds} >= ${bucket} THEN ${bucket}`)
    .join(" ")} END`;

/** What both databases run after the raw views are in: the totals the store keeps for good. */
const AGGREGATES = [
  // Visitors are counted per day by hashes that are gone by now: a share of the views stands in for them.
  "INSERT INTO views_days (day, views, visitors) SELECT day, COUNT(*), CAST(COUNT(*) * 0.7 AS INTEGER) FROM views GROUP BY day",
  "INSERT INTO views_pages (day, path, views, visitors) SELECT day, path, COUNT(*), CAST(COUNT(*) * 0.8 AS INTEGER) FROM views GROUP BY day, path",
  "INSERT INTO views_referrers (day, host, views) SELECT day, referrer_host, COUNT(*) FROM views WHERE referrer_host IS NOT NULL GROUP BY day, referrer_host",
  "INSERT INTO views_sources (day, source, views) SELECT day, source, COUNT(*) FROM views WHERE source IS NOT NULL GROUP BY day, source",
];

const linkRows = (now: string) =>
  Array.from(
    { length: LINKS },
    (_, index) =>
      `INSERT INTO access_links (id, token_hash, label, created_at, expires_at) VALUES ('seed-link-${index}', 'seed-token-${index}', 'Seeded link ${index}', '${now}', '${now}')`,
  );

/** SQLite: numbers from a recursive CTE, randomness from random(). `today` is YYYY-MM-DD (UTC). */
export function sqliteSeedSql(count: number, today: string): string[] {
  const random = (below: number) => `(abs(random()) % ${below})`;
  return [
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1}),
       r AS MATERIALIZED (SELECT i, date('${today}', '-' || (i % ${SEED_DAYS}) || ' days') AS day, ${random(10_000)} / 10000.0 AS pick,
               ${random(101)} AS depth, ${random(900)} AS seconds FROM n)
     INSERT INTO views (id, day, started_at, path, referrer_host, source, link_id, depth, depth_bucket, seconds, time_bucket)
     SELECT 'seed-' || i, day, day || 'T12:00:00.000Z', '/case-studies/study-' || CAST(pick * pick * ${SEED_PATHS} AS INTEGER),
       CASE WHEN i % 3 = 0 THEN 'host-' || (i % 30) || '.example' END,
       CASE WHEN i % 7 = 0 THEN 'source-' || (i % 10) END,
       CASE WHEN i % 200 = 0 THEN 'seed-link-' || (i % ${LINKS}) END,
       CASE WHEN i % 4 <> 3 THEN depth END, CASE WHEN i % 4 <> 3 THEN depth - depth % 5 END,
       seconds, ${timeBucketSql("seconds")}
     FROM r`,
    ...AGGREGATES,
    ...linkRows(`${today}T00:00:00.000Z`),
    "ANALYZE",
  ];
}

/** PostgreSQL: numbers from generate_series, randomness from random(). */
export function postgresSeedSql(count: number, today: string): string[] {
  const random = (below: number) => `floor(random() * ${below})::int`;
  return [
    `INSERT INTO views (id, day, started_at, path, referrer_host, source, link_id, depth, depth_bucket, seconds, time_bucket)
     SELECT 'seed-' || i, day, (day || 'T12:00:00Z')::timestamptz, '/case-studies/study-' || floor(pick * pick * ${SEED_PATHS})::int,
       CASE WHEN i % 3 = 0 THEN 'host-' || (i % 30) || '.example' END,
       CASE WHEN i % 7 = 0 THEN 'source-' || (i % 10) END,
       CASE WHEN i % 200 = 0 THEN 'seed-link-' || (i % ${LINKS}) END,
       CASE WHEN i % 4 <> 3 THEN depth END, CASE WHEN i % 4 <> 3 THEN depth - depth % 5 END,
       seconds, ${timeBucketSql("seconds")}
     FROM (SELECT i, to_char(DATE '${today}' - (i % ${SEED_DAYS}), 'YYYY-MM-DD') AS day, random() AS pick,
             ${random(101)} AS depth, ${random(900)} AS seconds FROM generate_series(0, ${count - 1}) AS i) AS r`,
    ...AGGREGATES,
    ...linkRows(`${today}T00:00:00Z`),
    "ANALYZE",
  ];
}

/** Each page's day's bucket counts, from the raw views: the histograms' rows are made from these (histogramsOf). */
export const BUCKET_COUNTS_SQL = `SELECT day, path, 'depth' AS measure, depth_bucket AS bucket, COUNT(*) AS count FROM views
    WHERE depth_bucket IS NOT NULL GROUP BY day, path, depth_bucket
  UNION ALL SELECT day, path, 'time', time_bucket, COUNT(*) FROM views GROUP BY day, path, time_bucket`;

export interface SeedHistogram {
  day: string;
  path: string;
  measure: Measure;
  counts: number[];
}

/** The histograms' rows (server/views/histogram-counts.ts) of the bucket counts. */
export function histogramsOf(
  rows: { day: string; path: string; measure: Measure; bucket: number; count: number | string }[],
): SeedHistogram[] {
  const histograms = new Map<string, SeedHistogram>();
  for (const { day, path, measure, bucket, count } of rows) {
    const key = `${day} ${path} ${measure}`;
    const histogram = histograms.get(key) ?? { day, path, measure, counts: BUCKETS[measure].map(() => 0) };
    histogram.counts[bucketIndexOf(measure, Number(bucket))] = Number(count);
    histograms.set(key, histogram);
  }
  return [...histograms.values()];
}
