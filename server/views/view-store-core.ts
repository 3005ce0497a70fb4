// The views store's rules, once for both databases (docs/product.md#reading-statistics): which day a
// view belongs to, the visitor's daily hash, the buckets, and the dashboard's numbers from the tables.
import { addDays, dayOf, daysFrom } from "./stats-day.ts";
import { depthBucketOf, medianOf, timeBucketOf } from "./view-buckets.ts";
import { type Dashboard, type KnownEntries, MAX_DASHBOARD_DAYS, type ViewSettings, type ViewStore } from "./view-store.ts";
import type { HistogramRow, LinkReadRow, ViewTables } from "./view-tables.ts";
import { senderHashOf, visitorHashOf } from "./visitor-hash.ts";

/** How many referrers and utm sources the dashboard lists, the most viewing first. */
export const TOP_ENTRIES = 20;
/** Each share link's newest reads the dashboard lists (its views are all counted). */
export const LINK_READS = 50;

export function viewStoreOn(tables: ViewTables, settings: ViewSettings, now: () => Date): ViewStore {
  const { timeZone, retentionDays } = settings;
  // The day's secret, read from the tables once a day: a new day asks again, which deletes the old one.
  let secret: { day: string; value: Promise<string> } | undefined;
  const secretOf = (day: string) => {
    if (secret?.day !== day) {
      const value = tables.daySecret(day);
      secret = { day, value };
      value.catch(() => {
        if (secret?.value === value) secret = undefined;
      });
    }
    return secret.value;
  };
  // The known referrers and sources, read once a day as the secret is; a failed read is tried again.
  let known: { day: string; value: Promise<KnownEntries> } | undefined;
  const knownEntries = () => {
    const day = dayOf(now(), timeZone);
    if (known?.day !== day) {
      const value = tables.knownEntries(day).then(({ referrers, sources }) => ({
        day,
        referrers: new Set(referrers),
        sources: new Set(sources),
      }));
      known = { day, value };
      value.catch(() => {
        if (known?.value === value) known = undefined;
      });
    }
    return known.value;
  };
  const prune = () => {
    const today = dayOf(now(), timeZone);
    // Not even this process keeps a past day's secret.
    if (secret?.day !== today) secret = undefined;
    return tables.prune(addDays(today, -retentionDays + 1), today);
  };

  return {
    async record(beacon) {
      if (beacon.kind === "update") {
        const { id, seconds, depth } = beacon;
        const depthBucket = depth === undefined ? undefined : depthBucketOf(depth);
        return tables.write({ kind: "update", id, seconds, timeBucket: timeBucketOf(seconds), depth, depthBucket });
      }
      const startedAt = now();
      const day = dayOf(startedAt, timeZone);
      const daySecret = await secretOf(day);
      const visitor = visitorHashOf(daySecret, beacon.address, beacon.userAgent);
      const { id, path, referrerHost, source, linkId } = beacon;
      // Only a view with a referrer or source needs its sender: the hash is a beacon's dearer step.
      const sender = referrerHost === undefined && source === undefined ? "" : senderHashOf(daySecret, beacon.address);
      return tables.write({ kind: "start", id, day, startedAt, path, referrerHost, source, linkId, visitor, sender });
    },
    async readDashboard({ days }) {
      if (!Number.isInteger(days) || days < 1 || days > MAX_DASHBOARD_DAYS) {
        throw new RangeError(`days must be a whole number from 1 to ${MAX_DASHBOARD_DAYS}; it was ${String(days)}.`);
      }
      const to = dayOf(now(), timeZone);
      const from = addDays(to, -(days - 1));
      const [totals, pages, histograms, referrers, sources, reads, linkViews] = await Promise.all([
        tables.dayTotals(from, to),
        tables.pageTotals(from, to),
        tables.histograms(from, to),
        tables.referrers(from, to, TOP_ENTRIES),
        tables.sources(from, to, TOP_ENTRIES),
        tables.linkReads(from, to, LINK_READS),
        tables.linkViews(from, to),
      ]);
      const byDay = new Map(totals.map((row) => [row.day, row]));
      const medians = mediansOf(histograms);
      return {
        days,
        timeZone,
        from,
        to,
        perDay: daysFrom(from, to).map((day) => ({
          day,
          views: byDay.get(day)?.views ?? 0,
          visitors: byDay.get(day)?.visitors ?? 0,
        })),
        pages: pages
          .map((page) => ({
            ...page,
            medianDepth: medianOf(medians.get(`depth ${page.path}`) ?? new Map()),
            medianSeconds: medianOf(medians.get(`time ${page.path}`) ?? new Map()),
          }))
          .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : 1)),
        referrers,
        sources,
        links: linksOf(reads, new Map(linkViews.map((link) => [link.linkId, link.views]))),
      } satisfies Dashboard;
    },
    knownEntries,
    prune,
    close: () => tables.close(),
  };
}

/** Each page's histograms summed over the range, by "measure path". */
function mediansOf(rows: HistogramRow[]): Map<string, Map<number, number>> {
  const histograms = new Map<string, Map<number, number>>();
  for (const { path, measure, bucket, count } of rows) {
    const key = `${measure} ${path}`;
    const histogram = histograms.get(key) ?? new Map<number, number>();
    histogram.set(bucket, (histogram.get(bucket) ?? 0) + count);
    histograms.set(key, histogram);
  }
  return histograms;
}

/** The rows come newest first, so each link's first row is its latest read and the links keep that order. */
function linksOf(rows: LinkReadRow[], views: ReadonlyMap<string, number>): Dashboard["links"] {
  const links = new Map<string, Dashboard["links"][number]>();
  for (const { linkId, label, path, startedAt, depth, seconds } of rows) {
    const link = links.get(linkId) ?? { linkId, label, views: views.get(linkId) ?? 0, reads: [] };
    link.reads.push({ path, at: startedAt, depth, seconds });
    links.set(linkId, link);
  }
  return [...links.values()];
}
