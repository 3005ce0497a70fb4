// What each database does for the views store (sqlite-view-tables.ts, postgres-view-tables.ts): plain
// writes and reads of the raw views and the daily totals. The rules (days, hashes, buckets, medians)
// live once, in view-store-core.ts.

/** A view's start as the tables write it: the visitor already a hash of the day. */
export interface StartRow {
  kind: "start";
  id: string;
  day: string;
  startedAt: Date;
  path: string;
  referrerHost: string | undefined;
  source: string | undefined;
  linkId: string | undefined;
  visitor: string;
  /** The visitor's address group under the day's secret: who sent the referrer and source, for `visitors`. */
  sender: string;
}

export interface UpdateRow {
  kind: "update";
  id: string;
  seconds: number;
  timeBucket: number;
  /** The view's depth as sent, and its histogram bucket. */
  depth: number | undefined;
  depthBucket: number | undefined;
}

export type ViewRow = StartRow | UpdateRow;

/** One bucket's count, summed over the days asked for. */
export interface HistogramRow {
  path: string;
  measure: "depth" | "time";
  bucket: number;
  count: number;
}

export interface LinkReadRow {
  linkId: string;
  label: string;
  path: string;
  startedAt: Date;
  depth: number | undefined;
  seconds: number | undefined;
}

/** Days are YYYY-MM-DD; `from` and `to` are both included. */
export interface ViewTables {
  /**
   * Commits the row: a start adds the view and counts it in its day's totals (once, however often its
   * id comes); an update replaces the view's figures and moves it between histogram buckets. An update
   * of an unknown view (never started, or pruned) changes nothing.
   */
  write(row: ViewRow): Promise<void>;
  /** The secret of `day`, made now if there is none; every other day's is deleted. */
  daySecret(day: string): Promise<string>;
  dayTotals(from: string, to: string): Promise<{ day: string; views: number; visitors: number }[]>;
  pageTotals(from: string, to: string): Promise<{ path: string; views: number; visitors: number }[]>;
  histograms(from: string, to: string): Promise<HistogramRow[]>;
  referrers(from: string, to: string, limit: number): Promise<{ host: string; views: number }[]>;
  sources(from: string, to: string, limit: number): Promise<{ source: string; views: number }[]>;
  /** Views through share links, newest first, at most `perLink` a link, with each link's label (from access_links). */
  linkReads(from: string, to: string, perLink: number): Promise<LinkReadRow[]>;
  /** How many views each share link had. */
  linkViews(from: string, to: string): Promise<{ linkId: string; views: number }[]>;
  /** Referrers and sources two or more visitors sent on a day before `day` (view-sql.ts). */
  knownEntries(day: string): Promise<{ referrers: string[]; sources: string[] }>;
  /**
   * Deletes raw views of days before `rawBefore`, and visitor hashes and secrets of days before `today`;
   * folds those days' referrers and sources fewer than 2 visitors sent into 'Other'.
   */
  prune(rawBefore: string, today: string): Promise<void>;
  close(): Promise<void>;
}
