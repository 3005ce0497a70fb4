// The reading statistics' step in each store's migrations (sqlite-store-migrations.ts,
// postgres-store-migrations.ts), kept here beside the tables' code. Never edit a step that has shipped.

// Reading statistics (server/views/view-store.ts): raw views (kept site.yaml's statistics.keepViewsDays), daily totals
// and histograms per (day, path), kept for good, and the day's visitor hashes, deleted with its
// secret. The day's secret itself is not in this file (sqlite-day-secret.ts), so no backup holds it.
export const SQLITE_VIEWS_MIGRATION = `CREATE TABLE views (
     id TEXT PRIMARY KEY,
     day TEXT NOT NULL,
     started_at TEXT NOT NULL,
     path TEXT NOT NULL,
     referrer_host TEXT,
     source TEXT,
     link_id TEXT,
     depth INTEGER,
     depth_bucket INTEGER,
     seconds INTEGER,
     time_bucket INTEGER
   );
   CREATE INDEX views_day ON views (day);
   CREATE INDEX views_link ON views (link_id, day) WHERE link_id IS NOT NULL;
   CREATE TABLE views_days (day TEXT PRIMARY KEY, views INTEGER NOT NULL, visitors INTEGER NOT NULL) WITHOUT ROWID;
   CREATE TABLE views_pages (
     day TEXT NOT NULL, path TEXT NOT NULL, views INTEGER NOT NULL, visitors INTEGER NOT NULL,
     PRIMARY KEY (day, path)
   ) WITHOUT ROWID;
   -- One row per page, day and measure: the counts of its buckets (view-buckets.ts) as a JSON array.
   CREATE TABLE views_histograms (
     day TEXT NOT NULL, path TEXT NOT NULL, measure TEXT NOT NULL CHECK (measure IN ('depth', 'time')),
     counts TEXT NOT NULL,
     PRIMARY KEY (day, path, measure)
   ) WITHOUT ROWID;
   CREATE TABLE views_referrers (day TEXT NOT NULL, host TEXT NOT NULL, views INTEGER NOT NULL, PRIMARY KEY (day, host)) WITHOUT ROWID;
   CREATE TABLE views_sources (day TEXT NOT NULL, source TEXT NOT NULL, views INTEGER NOT NULL, PRIMARY KEY (day, source)) WITHOUT ROWID;
   CREATE TABLE views_visitors (day TEXT NOT NULL, path TEXT NOT NULL, visitor TEXT NOT NULL, PRIMARY KEY (day, path, visitor)) WITHOUT ROWID;`;

// Reading statistics (server/views/view-store.ts), as in the SQLite store, plus the day's secret:
// one row, replaced each day. `pg_dump --exclude-table-data=views_day_secret` leaves it out of a
// backup (docs/deployment.md); it is worthless a day later anyway.
export const POSTGRES_VIEWS_MIGRATION = `CREATE TABLE views (
     id TEXT PRIMARY KEY,
     day TEXT NOT NULL,
     started_at TIMESTAMPTZ NOT NULL,
     path TEXT NOT NULL,
     referrer_host TEXT,
     source TEXT,
     link_id TEXT,
     depth INTEGER,
     depth_bucket INTEGER,
     seconds INTEGER,
     time_bucket INTEGER
   );
   CREATE INDEX views_day ON views (day);
   CREATE INDEX views_link ON views (link_id, day) WHERE link_id IS NOT NULL;
   CREATE TABLE views_days (day TEXT PRIMARY KEY, views INTEGER NOT NULL, visitors INTEGER NOT NULL);
   CREATE TABLE views_pages (
     day TEXT NOT NULL, path TEXT NOT NULL, views INTEGER NOT NULL, visitors INTEGER NOT NULL,
     PRIMARY KEY (day, path)
   );
   CREATE TABLE views_histograms (
     day TEXT NOT NULL, path TEXT NOT NULL, measure TEXT NOT NULL CHECK (measure IN ('depth', 'time')),
     counts INTEGER[] NOT NULL,
     PRIMARY KEY (day, path, measure)
   );
   CREATE TABLE views_referrers (day TEXT NOT NULL, host TEXT NOT NULL, views INTEGER NOT NULL, PRIMARY KEY (day, host));
   CREATE TABLE views_sources (day TEXT NOT NULL, source TEXT NOT NULL, views INTEGER NOT NULL, PRIMARY KEY (day, source));
   CREATE TABLE views_visitors (day TEXT NOT NULL, path TEXT NOT NULL, visitor TEXT NOT NULL, PRIMARY KEY (day, path, visitor));
   CREATE TABLE views_day_secret (day TEXT PRIMARY KEY, secret TEXT NOT NULL);`;

// Referrers and sources counted fairly (docs/decisions/017-reading-statistics.md): whether a day's value
// came from more than one address group (`visitors`, 1 or 2 meaning "two or more"), and, while its day
// lasts, a hash of the first group under the day's secret (`first_sender`), emptied with the day's
// visitor hashes. Rows of earlier days are unknown: a value with one view came from one visitor, the rest
// are kept as shown. '' is the 'Other' row: no host or source is ever empty.
const ENTRY_COUNTS_STEP = (table: string) => `ALTER TABLE ${table} ADD COLUMN visitors INTEGER NOT NULL DEFAULT 2;
   ALTER TABLE ${table} ADD COLUMN first_sender TEXT;
   UPDATE ${table} SET visitors = 1 WHERE views < 2;`;
export const VIEWS_ENTRY_COUNTS_MIGRATION = `${ENTRY_COUNTS_STEP("views_referrers")}
   ${ENTRY_COUNTS_STEP("views_sources")}`;
