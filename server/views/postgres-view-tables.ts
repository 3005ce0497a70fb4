import { randomBytes } from "node:crypto";
import { Pool } from "pg";
import { preparePostgresSchema } from "../messages/postgres-store-migrations.ts";
import { histogramRowsOf, type Measure } from "./histogram-counts.ts";
import { inTransaction, SQL, start, update } from "./postgres-view-writes.ts";
import { FOLD_STATEMENTS } from "./view-sql.ts";
import type { ViewTables } from "./view-tables.ts";

/**
 * The views tables in the messages' PostgreSQL database (DATABASE_URL), on a pool of their own. Each
 * beacon is one transaction: PostgreSQL already commits concurrent transactions together.
 */
export async function openPostgresViewTables(
  connectionString: string,
  log: (line: string) => void = console.error,
): Promise<ViewTables> {
  const pool = new Pool({ connectionString, max: 8 });
  pool.on("error", (error) => log(`PostgreSQL connection lost: ${error.message}`));
  try {
    await preparePostgresSchema(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const rows = async <Row extends object>(sql: string, values: unknown[]) => (await pool.query<Row>(sql, values)).rows;
  // SUM comes as bigint, which pg gives as text.
  const totals = async (sql: string, values: unknown[]) =>
    (await rows<{ views: string; visitors: string }>(sql, values)).map((row) => ({
      ...row,
      views: Number(row.views),
      visitors: Number(row.visitors),
    }));
  const ranked = async <Name extends string>(sql: string, values: unknown[], name: Name) =>
    (await rows<Record<Name, string> & { views: string }>(sql, values)).map(
      (row) => ({ [name]: row[name], views: Number(row.views) }) as Record<Name, string> & { views: number },
    );

  return {
    async write(row) {
      await inTransaction(pool, (client) => (row.kind === "start" ? start(client, row) : update(client, row)));
    },
    async daySecret(day) {
      // Every server sharing the database takes the same secret; the first to ask on a new day makes it.
      await pool.query("DELETE FROM views_day_secret WHERE day < $1", [day]);
      await pool.query("INSERT INTO views_day_secret (day, secret) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING", [
        day,
        randomBytes(32).toString("hex"),
      ]);
      const [row] = await rows<{ secret: string }>("SELECT secret FROM views_day_secret WHERE day = $1", [day]);
      if (!row) throw new Error(`The secret of ${day} was deleted as it was made; try again.`);
      return row.secret;
    },
    dayTotals: (from, to) => totals(SQL.dayTotals, [from, to]) as Promise<{ day: string; views: number; visitors: number }[]>,
    pageTotals: (from, to) => totals(SQL.pageTotals, [from, to]) as Promise<{ path: string; views: number; visitors: number }[]>,
    histograms: async (from, to) =>
      histogramRowsOf(await rows<{ path: string; measure: Measure; counts: number[] }>(SQL.histograms, [from, to])),
    referrers: (from, to, limit) => ranked(SQL.referrers, [from, to, limit], "host"),
    sources: (from, to, limit) => ranked(SQL.sources, [from, to, limit], "source"),
    linkViews: async (from, to) =>
      (await rows<{ linkId: string; views: string }>(SQL.linkViews, [from, to])).map((row) => ({
        ...row,
        views: Number(row.views),
      })),
    knownEntries: async (day) => ({
      referrers: (await rows<{ value: string }>(SQL.knownReferrers, [day])).map(({ value }) => value),
      sources: (await rows<{ value: string }>(SQL.knownSources, [day])).map(({ value }) => value),
    }),
    async linkReads(from, to, perLink) {
      const list = await rows<{
        linkId: string;
        label: string;
        path: string;
        startedAt: Date;
        depth: number | null;
        seconds: number | null;
      }>(SQL.linkReads, [from, to, perLink]);
      return list.map((row) => ({ ...row, depth: row.depth ?? undefined, seconds: row.seconds ?? undefined }));
    },
    async prune(rawBefore, today) {
      await pool.query(SQL.pruneViews, [rawBefore]);
      await pool.query(SQL.pruneVisitors, [today]);
      await inTransaction(pool, async (client) => {
        // Servers sharing the database fold one at a time: a second, waiting, then finds nothing left
        // to fold, rather than adding the same views to 'Other' twice.
        await client.query("SELECT pg_advisory_xact_lock(hashtext('views_fold'))");
        for (const name of FOLD_STATEMENTS) await client.query(SQL[name], [today]);
      });
      await pool.query("DELETE FROM views_day_secret WHERE day < $1", [today]);
    },
    close: () => pool.end(),
  };
}
