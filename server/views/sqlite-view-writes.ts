// What a beacon writes into the SQLite views tables, as the view writer's thread runs it
// (sqlite-view-writer.ts): a start adds the view and counts it in its day's totals; an update
// replaces the view's figures and moves it between its page's histogram buckets.
import type { Database } from "../messages/sqlite-driver.ts";
import { bucketIndexOf, countsWith } from "./histogram-counts.ts";
import { FOLD_STATEMENTS, VIEW_SQL } from "./view-sql.ts";
import type { StartRow, UpdateRow, ViewRow } from "./view-tables.ts";

const WRITE_STATEMENTS = [
  "insertView",
  "insertVisitor",
  "countDay",
  "countPage",
  "countReferrer",
  "countSource",
  "selectFigures",
  "updateFigures",
  "sqliteCountBucket",
  "pruneViews",
  "pruneVisitors",
  ...FOLD_STATEMENTS,
] as const;
const prepare = (db: Database, text: string) => db.prepare<unknown[]>(text);
type Statements = Record<(typeof WRITE_STATEMENTS)[number], ReturnType<typeof prepare>>;

export interface ViewWrites {
  /**
   * Writes the rows in one transaction; when that fails, each in its own, so one bad row fails only
   * its own beacon. Returns each row's failure, undefined where it committed.
   */
  commitEach(rows: ViewRow[]): unknown[];
  /** Deletes raw views of days before `rawBefore` and visitor hashes of days before `today`; folds those days' rare entries. */
  prune(rawBefore: string, today: string): void;
}

export function prepareViewWrites(db: Database): ViewWrites {
  const sql = Object.fromEntries(WRITE_STATEMENTS.map((name) => [name, prepare(db, VIEW_SQL[name])])) as Statements;
  const commit = db.transaction((rows: ViewRow[]) => {
    for (const row of rows) {
      if (row.kind === "start") start(sql, row);
      else update(sql, row);
    }
  });
  const failureOf = (rows: ViewRow[]) => {
    try {
      commit(rows);
      return undefined;
    } catch (error) {
      return error;
    }
  };
  return {
    commitEach(rows) {
      const failure = failureOf(rows);
      if (failure === undefined) return rows.map(() => undefined);
      return rows.length === 1 ? [failure] : rows.map((row) => failureOf([row]));
    },
    prune: db.transaction((rawBefore: string, today: string) => {
      sql.pruneViews.run(rawBefore);
      sql.pruneVisitors.run(today);
      for (const name of FOLD_STATEMENTS) sql[name].run(today);
    }),
  };
}

function start(sql: Statements, row: StartRow): void {
  const { id, day, startedAt, path, referrerHost, source, linkId, visitor, sender } = row;
  const isNew = sql.insertView.run(id, day, startedAt.toISOString(), path, referrerHost ?? null, source ?? null, linkId ?? null);
  // The same id again (a beacon sent twice) is one view.
  if (isNew.changes === 0) return;
  sql.countDay.run(day, sql.insertVisitor.run(day, "", visitor).changes);
  sql.countPage.run(day, path, sql.insertVisitor.run(day, path, visitor).changes);
  if (referrerHost !== undefined) sql.countReferrer.run(day, referrerHost, sender);
  if (source !== undefined) sql.countSource.run(day, source, sender);
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
