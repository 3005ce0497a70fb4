// The views tables' SQL, once for both databases: SQLite runs it as written (`?` parameters),
// PostgreSQL after `numbered` has made them $1, $2, … Days are YYYY-MM-DD text in both, so they
// compare and sort as text; the tables' definitions are in the stores' migrations.

export const VIEW_SQL = {
  insertView: `INSERT INTO views (id, day, started_at, path, referrer_host, source, link_id)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
  /** A visitor's first view that day (path '') or of that page that day inserts a row; a later one, none. */
  insertVisitor: "INSERT INTO views_visitors (day, path, visitor) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
  countDay: `INSERT INTO views_days (day, views, visitors) VALUES (?, 1, ?)
    ON CONFLICT (day) DO UPDATE SET views = views_days.views + 1, visitors = views_days.visitors + excluded.visitors`,
  countPage: `INSERT INTO views_pages (day, path, views, visitors) VALUES (?, ?, 1, ?)
    ON CONFLICT (day, path) DO UPDATE SET views = views_pages.views + 1, visitors = views_pages.visitors + excluded.visitors`,
  /**
   * A day's referrer or source: `visitors` becomes 2 once a second address group sends it (the first one's
   * hash of the day kept until then), so the dashboard can leave out a value only one visitor sent.
   */
  countReferrer: `INSERT INTO views_referrers (day, host, views, visitors, first_sender) VALUES (?, ?, 1, 1, ?)
    ON CONFLICT (day, host) DO UPDATE SET views = views_referrers.views + 1,
      visitors = CASE WHEN views_referrers.first_sender <> excluded.first_sender THEN 2 ELSE views_referrers.visitors END`,
  countSource: `INSERT INTO views_sources (day, source, views, visitors, first_sender) VALUES (?, ?, 1, 1, ?)
    ON CONFLICT (day, source) DO UPDATE SET views = views_sources.views + 1,
      visitors = CASE WHEN views_sources.first_sender <> excluded.first_sender THEN 2 ELSE views_sources.visitors END`,
  selectFigures: 'SELECT day, path, depth_bucket AS "depthBucket", time_bucket AS "timeBucket" FROM views WHERE id = ?',
  updateFigures: "UPDATE views SET depth = ?, depth_bucket = ?, seconds = ?, time_bucket = ? WHERE id = ?",
  /**
   * Adds `count` (-1 or 1) to one bucket of a day's histogram: a new row starts as `counts`; an existing
   * one changes in place. SQLite's counts are a JSON array ('$[i]'); PostgreSQL's, an integer[] (from 1).
   */
  sqliteCountBucket: `INSERT INTO views_histograms (day, path, measure, counts) VALUES (?, ?, ?, ?)
    ON CONFLICT (day, path, measure) DO UPDATE
    SET counts = json_set(views_histograms.counts, ?, json_extract(views_histograms.counts, ?) + ?)`,
  postgresCountBucket: `INSERT INTO views_histograms (day, path, measure, counts) VALUES (?, ?, ?, ?)
    ON CONFLICT (day, path, measure) DO UPDATE SET counts[?] = views_histograms.counts[?] + ?`,

  dayTotals: "SELECT day, views, visitors FROM views_days WHERE day BETWEEN ? AND ?",
  pageTotals: `SELECT path, SUM(views) AS views, SUM(visitors) AS visitors FROM views_pages
    WHERE day BETWEEN ? AND ? GROUP BY path`,
  histograms: "SELECT path, measure, counts FROM views_histograms WHERE day BETWEEN ? AND ?",
  // A value only one visitor sent is shown as 'Other' (''), today's too (docs/product.md#reading-statistics).
  referrers: `SELECT CASE WHEN visitors >= 2 THEN host ELSE '' END AS host, SUM(views) AS views FROM views_referrers
    WHERE day BETWEEN ? AND ? GROUP BY 1 ORDER BY SUM(views) DESC, 1 LIMIT ?`,
  sources: `SELECT CASE WHEN visitors >= 2 THEN source ELSE '' END AS source, SUM(views) AS views FROM views_sources
    WHERE day BETWEEN ? AND ? GROUP BY 1 ORDER BY SUM(views) DESC, 1 LIMIT ?`,
  /** Values that two or more visitors sent on a day before the given one: they always count. */
  knownReferrers: "SELECT DISTINCT host AS value FROM views_referrers WHERE day < ? AND visitors >= 2 AND host <> ''",
  knownSources: "SELECT DISTINCT source AS value FROM views_sources WHERE day < ? AND visitors >= 2 AND source <> ''",
  // A link is never deleted, only withdrawn (server/access/), so its label is always there. Each
  // link's newest reads only (the third parameter), so the dashboard's cost does not grow with them.
  linkReads: `SELECT r.link_id AS "linkId", COALESCE(l.label, r.link_id) AS label, r.path, r.started_at AS "startedAt",
      r.depth, r.seconds
    FROM (SELECT v.*, ROW_NUMBER() OVER (PARTITION BY v.link_id ORDER BY v.started_at DESC, v.id) AS newness
          FROM views v WHERE v.link_id IS NOT NULL AND v.day BETWEEN ? AND ?) r
      LEFT JOIN access_links l ON l.id = r.link_id
    WHERE r.newness <= ? ORDER BY r.started_at DESC, r.id`,
  linkViews: `SELECT link_id AS "linkId", COUNT(*) AS views FROM views
    WHERE link_id IS NOT NULL AND day BETWEEN ? AND ? GROUP BY link_id`,

  pruneViews: "DELETE FROM views WHERE day < ?",
  pruneVisitors: "DELETE FROM views_visitors WHERE day < ?",
  // Once a day is over, a value fewer than 2 visitors sent joins the day's 'Other' row (''), and no
  // sender's hash stays. Each runs for referrers and sources (`foldedEntries`).
  foldReferrers: `INSERT INTO views_referrers (day, host, views, visitors)
    SELECT day, '', SUM(views), 2 FROM views_referrers WHERE day < ? AND host <> '' AND visitors < 2 GROUP BY day
    ON CONFLICT (day, host) DO UPDATE SET views = views_referrers.views + excluded.views`,
  dropFoldedReferrers: "DELETE FROM views_referrers WHERE day < ? AND host <> '' AND visitors < 2",
  forgetReferrerSenders: "UPDATE views_referrers SET first_sender = NULL WHERE day < ? AND first_sender IS NOT NULL",
  foldSources: `INSERT INTO views_sources (day, source, views, visitors)
    SELECT day, '', SUM(views), 2 FROM views_sources WHERE day < ? AND source <> '' AND visitors < 2 GROUP BY day
    ON CONFLICT (day, source) DO UPDATE SET views = views_sources.views + excluded.views`,
  dropFoldedSources: "DELETE FROM views_sources WHERE day < ? AND source <> '' AND visitors < 2",
  forgetSourceSenders: "UPDATE views_sources SET first_sender = NULL WHERE day < ? AND first_sender IS NOT NULL",
} as const;

/** The statements that fold a past day's referrers and sources into 'Other', in the order they run. */
export const FOLD_STATEMENTS = [
  "foldReferrers",
  "dropFoldedReferrers",
  "forgetReferrerSenders",
  "foldSources",
  "dropFoldedSources",
  "forgetSourceSenders",
] as const;

/** PostgreSQL's spelling of the parameters: each `?` in turn becomes $1, $2, … */
export function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}
