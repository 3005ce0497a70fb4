import { createGroupCommit } from "../messages/group-commit.ts";
import type { Database } from "../messages/sqlite-driver.ts";
import { openStoreFile } from "../messages/sqlite-store-file.ts";
import { prepareSqliteSchema } from "../messages/sqlite-store-migrations.ts";
import { bucketIndexOf, countsWith, histogramRowsOf, type Measure } from "./histogram-counts.ts";
import { sqliteDaySecret } from "./sqlite-day-secret.ts";
import { VIEW_SQL } from "./view-sql.ts";
import type { LinkReadRow, StartRow, UpdateRow, ViewRow, ViewTables } from "./view-tables.ts";

/**
 * Beacons wait up to this long for others to share their commit: nobody waits on a beacon's answer
 * (sendBeacon never reads it), and under load each commit then carries many (bench/views-results.md).
 */
const BEACON_GATHER_MS = 5;

const prepare = (db: Database, text: string) => db.prepare<unknown[]>(text);
type Statements = { [name in keyof typeof VIEW_SQL]: ReturnType<typeof prepare> };

/**
 * The views tables in the message store's file, `messages.sqlite` in `dataDir`, on a connection of
 * their own. Beacons go through a group commit (docs/decisions/011-group-commit.md): those arriving
 * together share one transaction, and each is answered only once it has committed.
 */
export function openSqliteViewTables(dataDir: string, log: (line: string) => void = console.error): ViewTables {
  const db = openStoreFile(dataDir, log);
  // docs/decisions/017-reading-statistics.md: this connection's commits are not synced to the disk one
  // by one (WAL's NORMAL): an answered beacon survives the server's crash or SIGKILL, as the file's
  // other writers' do, but the last seconds of statistics may not survive a power cut. Messages and
  // links keep FULL on their own connections, and each of their commits syncs these pages too.
  db.pragma("synchronous = NORMAL");
  db.pragma("wal_autocheckpoint = 10000");
  prepareSqliteSchema(db);
  const sql = Object.fromEntries(
    Object.entries(VIEW_SQL)
      .filter(([name]) => !name.startsWith("postgres"))
      .map(([name, text]) => [name, prepare(db, text)]),
  ) as Statements;
  const daySecret = sqliteDaySecret(dataDir);
  const writes = createGroupCommit<ViewRow, void>(
    db.transaction((rows: ViewRow[]) => rows.map((row) => (row.kind === "start" ? start(sql, row) : update(sql, row)))),
    { gatherMs: BEACON_GATHER_MS },
  );
  const all = <T>(statement: Statements[keyof Statements], ...params: unknown[]) => statement.all(...params) as T[];

  return {
    write: (row) => writes.write(row),
    async daySecret(day) {
      return daySecret(day);
    },
    dayTotals: async (from, to) => all(sql.dayTotals, from, to),
    pageTotals: async (from, to) => all(sql.pageTotals, from, to),
    histograms: async (from, to) =>
      histogramRowsOf(
        all<{ path: string; measure: Measure; counts: string }>(sql.histograms, from, to).map((row) => ({
          ...row,
          counts: JSON.parse(row.counts) as number[],
        })),
      ),
    referrers: async (from, to, limit) => all(sql.referrers, from, to, limit),
    sources: async (from, to, limit) => all(sql.sources, from, to, limit),
    linkViews: async (from, to) => all(sql.linkViews, from, to),
    async linkReads(from, to, perLink) {
      return all<Omit<LinkReadRow, "startedAt"> & { startedAt: string; depth: number | null; seconds: number | null }>(
        sql.linkReads,
        from,
        to,
        perLink,
      ).map((row) => ({
        ...row,
        startedAt: new Date(row.startedAt),
        depth: row.depth ?? undefined,
        seconds: row.seconds ?? undefined,
      }));
    },
    async prune(rawBefore, today) {
      writes.flush();
      db.transaction(() => {
        sql.pruneViews.run(rawBefore);
        sql.pruneVisitors.run(today);
      })();
      daySecret(today);
    },
    async close() {
      writes.flush();
      db.close();
    },
  };
}

function start(sql: Statements, row: StartRow): void {
  const { id, day, startedAt, path, referrerHost, source, linkId, visitor } = row;
  const isNew = sql.insertView.run(id, day, startedAt.toISOString(), path, referrerHost ?? null, source ?? null, linkId ?? null);
  // The same id again (a beacon sent twice) is one view.
  if (isNew.changes === 0) return;
  sql.countDay.run(day, sql.insertVisitor.run(day, "", visitor).changes);
  sql.countPage.run(day, path, sql.insertVisitor.run(day, path, visitor).changes);
  if (referrerHost !== undefined) sql.countReferrer.run(day, referrerHost);
  if (source !== undefined) sql.countSource.run(day, source);
}

function update(sql: Statements, row: UpdateRow): void {
  const before = sql.selectFigures.get(row.id) as
    | { day: string; path: string; depthBucket: number | null; timeBucket: number | null }
    | undefined;
  if (!before) return;
  const { day, path } = before;
  const move = (measure: "depth" | "time", from: number | null, to: number | null) => {
    if (from === to) return;
    const count = (bucket: number, delta: number) => {
      const index = bucketIndexOf(measure, bucket);
      sql.sqliteCountBucket.run(
        day,
        path,
        measure,
        JSON.stringify(countsWith(measure, index, delta)),
        `$[${index}]`,
        `$[${index}]`,
        delta,
      );
    };
    if (from !== null) count(from, -1);
    if (to !== null) count(to, 1);
  };
  move("depth", before.depthBucket, row.depthBucket ?? null);
  move("time", before.timeBucket, row.timeBucket);
  sql.updateFigures.run(row.depth ?? null, row.depthBucket ?? null, row.seconds, row.timeBucket, row.id);
}
