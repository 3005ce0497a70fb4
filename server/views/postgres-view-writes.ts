// What a beacon writes into the PostgreSQL views tables (postgres-view-tables.ts), one transaction
// each: a start adds the view and counts it in its day's totals; an update replaces the view's figures
// and moves it between its page's histogram buckets.
import type { Pool, PoolClient } from "pg";
import { bucketIndexOf, countsWith, type Measure } from "./histogram-counts.ts";
import { numbered, VIEW_SQL } from "./view-sql.ts";
import type { StartRow, UpdateRow } from "./view-tables.ts";

/** The views' statements with PostgreSQL's numbered parameters. */
export const SQL = Object.fromEntries(Object.entries(VIEW_SQL).map(([name, text]) => [name, numbered(text)])) as {
  [name in keyof typeof VIEW_SQL]: string;
};

export async function inTransaction(pool: Pool, use: (client: PoolClient) => Promise<void>): Promise<void> {
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

export async function start(client: PoolClient, row: StartRow): Promise<void> {
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

export async function update(client: PoolClient, row: UpdateRow): Promise<void> {
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
