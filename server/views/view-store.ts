// The reading statistics' contract (docs/product.md#reading-statistics, docs/decisions/017-reading-statistics.md):
// what a beacon records and what the owner's dashboard reads back. Both databases keep it
// (sqlite-view-tables.ts, postgres-view-tables.ts); the rules live once, in view-store-core.ts.

/** The dashboard's ranges; readDashboard takes any whole number of days from 1 to 365. */
export const DASHBOARD_RANGES = [7, 30, 90] as const;
export const MAX_DASHBOARD_DAYS = 365;

/** A page view as the beacon starts it: nothing that names the visitor but a hash that lives one day. */
export interface ViewStart {
  kind: "start";
  /** The client's random view id (view-body.ts), which later beacons of the same view repeat. */
  id: string;
  path: string;
  /**
   * The host of the page the visitor came from; undefined when none or the site itself; OTHER_ENTRY
   * past the day's limits on new ones (daily-limits.ts).
   */
  referrerHost: string | undefined;
  /** The address's utm_source, as text; OTHER_ENTRY past the day's limits on new ones. */
  source: string | undefined;
  /** The share link the visitor came in by (a private-work session of kind "link"); undefined for the public. */
  linkId: string | undefined;
  /** The visitor's address and browser (User-Agent): hashed with the day's secret, then forgotten. */
  address: string;
  userAgent: string;
}

/** The latest figures of a view: they replace the earlier ones (a view hidden and shown again sends more). */
export interface ViewUpdate {
  kind: "update";
  id: string;
  /** Whole seconds the page was visible so far. */
  seconds: number;
  /** How far into the case study's body the visitor scrolled, 0 to 100; undefined on a page without one. */
  depth: number | undefined;
}

export type ViewBeacon = ViewStart | ViewUpdate;

export interface DayTotals {
  /** YYYY-MM-DD in the statistics' time zone. */
  day: string;
  /** Different visitors that day (a visitor is known only within a day). */
  visitors: number;
  views: number;
}

export interface PageTotals {
  path: string;
  views: number;
  /** The sum of each day's visitors: the same visitor on two days counts twice. */
  visitors: number;
  /** Median read depth in %, of the views that reported one; undefined when none did. */
  medianDepth: number | undefined;
  /** Median visible time in seconds (to its histogram bucket, view-buckets.ts); undefined when none reported. */
  medianSeconds: number | undefined;
}

export interface LinkRead {
  path: string;
  at: Date;
  depth: number | undefined;
  seconds: number | undefined;
}

export interface LinkActivity {
  linkId: string;
  label: string;
  /** Every view through the link in the range. */
  views: number;
  /** The link's newest 50 views in the range (within the raw views' retention), newest first. */
  reads: LinkRead[];
}

export interface Dashboard {
  days: number;
  timeZone: string;
  /** First and last day of the range, inclusive; the last is today. */
  from: string;
  to: string;
  /** Every day of the range, oldest first, zeros included. */
  perDay: DayTotals[];
  /** Most viewed first, then by path. */
  pages: PageTotals[];
  /** Values only one visitor sent, and those past the limits on new ones, are summed as OTHER_ENTRY. */
  referrers: { host: string; views: number }[];
  sources: { source: string; views: number }[];
  /** Links with at least one view in the range, the most recently read first. */
  links: LinkActivity[];
}

/** The key of the 'Other' row of referrers and sources (docs/product.md#reading-statistics): no host or source is ever empty. */
export const OTHER_ENTRY = "";

/** The referrers and sources two or more visitors sent on a day before `day`: they always count. */
export interface KnownEntries {
  day: string;
  referrers: ReadonlySet<string>;
  sources: ReadonlySet<string>;
}

export interface ViewStore {
  /** Resolves once the beacon is committed (SQLite: with the others of its group, decision 011). */
  record(beacon: ViewBeacon): Promise<void>;
  /** The dashboard's numbers over the last `days` days, today included. Throws RangeError for a bad `days`. */
  readDashboard(options: { days: number }): Promise<Dashboard>;
  /** Today (the statistics' day now) and the referrers and sources known before it; read once a day. */
  knownEntries(): Promise<KnownEntries>;
  /** Drops raw views past the retention and visitor hashes and secrets of past days; the server runs it hourly. */
  prune(): Promise<void>;
  close(): Promise<void>;
}

export interface ViewSettings {
  /** IANA name (Intl); days are counted in it. */
  timeZone: string;
  /** Raw views are kept this many days; daily totals for good. */
  retentionDays: number;
}

export const DEFAULT_VIEW_SETTINGS: ViewSettings = { timeZone: "UTC", retentionDays: 90 };
