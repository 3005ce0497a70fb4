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
  countReferrer: `INSERT INTO views_referrers (day, host, views) VALUES (?, ?, 1)
    ON CONFLICT (day, host) DO UPDATE SET views = views_referrers.views + 1`,
  countSource: `INSERT INTO views_sources (day, source, views) VALUES (?, ?, 1)
    ON CONFLICT (day, source) DO UPDATE SET views = views_sources.views + 1`,
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
  referrers: `SELECT host, SUM(views) AS views FROM views_referrers WHERE day BETWEEN ? AND ?
    GROUP BY host ORDER BY SUM(views) DESC, host LIMIT ?`,
  sources: `SELECT source, SUM(views) AS views FROM views_sources WHERE day BETWEEN ? AND ?
    GROUP BY source ORDER BY SUM(views) DESC, source LIMIT ?`,
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
} as const;

/** PostgreSQL's spelling of the parameters: each `?` in turn becomes $1, $2, … */
export function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}
