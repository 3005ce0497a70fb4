import { randomBytes } from "node:crypto";
import { Pool, type PoolClient } from "pg";
import { preparePostgresSchema } from "../messages/postgres-store-migrations.ts";
import { bucketIndexOf, countsWith, histogramRowsOf, type Measure } from "./histogram-counts.ts";
import { FOLD_STATEMENTS, numbered, VIEW_SQL } from "./view-sql.ts";
import type { StartRow, UpdateRow, ViewTables } from "./view-tables.ts";

const SQL = Object.fromEntries(Object.entries(VIEW_SQL).map(([name, text]) => [name, numbered(text)])) as {
  [name in keyof typeof VIEW_SQL]: string;
};

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

async function inTransaction(pool: Pool, use: (client: PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await use(client);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function start(client: PoolClient, row: StartRow): Promise<void> {
  const { id, day, startedAt, path, referrerHost, source, linkId, visitor, sender } = row;
  const inserted = await client.query(SQL.insertView, [
    id,
    day,
    startedAt,
    path,
    referrerHost ?? null,
    source ?? null,
    linkId ?? null,
  ]);
  if (inserted.rowCount === 0) return;
  // Always in this order, so two beacons' transactions wait for each other rather than deadlock.
  const isNewToday = (await client.query(SQL.insertVisitor, [day, "", visitor])).rowCount ?? 0;
  const isNewToPage = (await client.query(SQL.insertVisitor, [day, path, visitor])).rowCount ?? 0;
  await client.query(SQL.countDay, [day, isNewToday]);
  await client.query(SQL.countPage, [day, path, isNewToPage]);
  if (referrerHost !== undefined) await client.query(SQL.countReferrer, [day, referrerHost, sender]);
  if (source !== undefined) await client.query(SQL.countSource, [day, source, sender]);
}

async function update(client: PoolClient, row: UpdateRow): Promise<void> {
  const { rows } = await client.query<{ day: string; path: string; depthBucket: number | null; timeBucket: number | null }>(
    `${SQL.selectFigures} FOR UPDATE`,
    [row.id],
  );
  const before = rows[0];
  if (!before) return;
  const counts: [measure: Measure, bucket: number, count: number][] = [];
  const move = (measure: "depth" | "time", from: number | null, to: number | null) => {
    if (from === to) return;
    if (from !== null) counts.push([measure, from, -1]);
    if (to !== null) counts.push([measure, to, 1]);
  };
  move("depth", before.depthBucket, row.depthBucket ?? null);
  move("time", before.timeBucket, row.timeBucket);
  // Buckets in one order in every transaction: two updates of one page never deadlock.
  counts.sort(([a, x], [b, y]) => (a === b ? x - y : a < b ? -1 : 1));
  for (const [measure, bucket, count] of counts) {
    const index = bucketIndexOf(measure, bucket);
    const place = index + 1;
    await client.query(SQL.postgresCountBucket, [
      before.day,
      before.path,
      measure,
      countsWith(measure, index, count),
      place,
      place,
      count,
    ]);
  }
  await client.query(SQL.updateFigures, [row.depth ?? null, row.depthBucket ?? null, row.seconds, row.timeBucket, row.id]);
}
