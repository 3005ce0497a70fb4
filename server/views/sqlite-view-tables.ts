import type { Database } from "../messages/sqlite-driver.ts";
import { openStoreFile } from "../messages/sqlite-store-file.ts";
import { prepareSqliteSchema } from "../messages/sqlite-store-migrations.ts";
import { histogramRowsOf, type Measure } from "./histogram-counts.ts";
import { sqliteDaySecret } from "./sqlite-day-secret.ts";
import { startViewWriter } from "./sqlite-view-writer.ts";
import { VIEW_SQL } from "./view-sql.ts";
import type { LinkReadRow, ViewTables } from "./view-tables.ts";

/**
 * Beacons wait up to this long for others to share their commit: nobody waits on a beacon's answer
 * (sendBeacon never reads it), and under load each commit then carries many (bench/views-results.md).
 */
const BEACON_GATHER_MS = 5;

const READ_STATEMENTS = [
  "dayTotals",
  "pageTotals",
  "histograms",
  "referrers",
  "sources",
  "linkReads",
  "linkViews",
  "knownReferrers",
  "knownSources",
] as const;
const prepare = (db: Database, text: string) => db.prepare<unknown[]>(text);
type Statements = Record<(typeof READ_STATEMENTS)[number], ReturnType<typeof prepare>>;

/**
 * The views tables in the message store's file, `messages.sqlite` in `dataDir`. The dashboard reads
 * on this thread's connection; beacons write on the writer thread's (sqlite-view-writer.ts), where
 * those arriving together share one transaction and each is answered only once it has committed.
 */
export function openSqliteViewTables(dataDir: string, log: (line: string) => void = console.error): ViewTables {
  const db = openStoreFile(dataDir, log);
  prepareSqliteSchema(db);
  const sql = Object.fromEntries(READ_STATEMENTS.map((name) => [name, prepare(db, VIEW_SQL[name])])) as Statements;
  const daySecret = sqliteDaySecret(dataDir);
  const writer = startViewWriter(dataDir, BEACON_GATHER_MS, log);
  const all = <T>(statement: Statements[keyof Statements], ...params: unknown[]) => statement.all(...params) as T[];

  return {
    write: (row) => writer.write(row),
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
    knownEntries: async (day) => ({
      referrers: all<{ value: string }>(sql.knownReferrers, day).map(({ value }) => value),
      sources: all<{ value: string }>(sql.knownSources, day).map(({ value }) => value),
    }),
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
      await writer.prune(rawBefore, today);
      daySecret(today);
    },
    async close() {
      await writer.close();
      db.close();
    },
  };
}
