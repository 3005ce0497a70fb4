import type { Database } from "../messages/sqlite-driver.ts";
import type { AccessTables } from "./access-tables.ts";

export type FailureTables = Pick<
  AccessTables,
  "insertFailure" | "deleteFailuresBefore" | "deleteNewestFailure" | "countFailures" | "recordBudgetSpent" | "lastBudgetSpentAt"
>;
/** Private work's tries and the owner's sign-ins count apart (docs/product.md#the-owners-room). */
export type FailureTable = "access_failures" | "owner_failures";

/**
 * The row of `settings` keeping when each counter's site-wide budget was last spent: one time, not a
 * log, since the owner's room shows only the last (docs/product.md#share-links).
 */
export const BUDGET_SPENT_SETTING: Record<FailureTable, string> = {
  access_failures: "private_work_budget_spent_at",
  owner_failures: "owner_sign_in_budget_spent_at",
};

/** The guessing limits' failures in SQLite (server/access/guess-limit.ts), in `table`. */
export function sqliteFailureTables(db: Database, table: FailureTable): FailureTables {
  const sql = {
    insert: db.prepare(`INSERT INTO ${table} (key_hash, at) VALUES (?, ?)`),
    deleteBefore: db.prepare(`DELETE FROM ${table} WHERE at < ?`),
    deleteNewest: db.prepare(
      `DELETE FROM ${table} WHERE rowid = (SELECT rowid FROM ${table} WHERE key_hash = ? ORDER BY at DESC LIMIT 1)`,
    ),
    countAll: db.prepare(`SELECT COUNT(*) AS count FROM ${table} WHERE at >= ?`),
    count: db.prepare(`SELECT COUNT(*) AS count FROM ${table} WHERE key_hash = ? AND at >= ?`),
    // ISO times of one length compare as text: the later one is kept.
    recordSpent: db.prepare(
      `INSERT INTO settings (key, value) VALUES (@key, @at)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE excluded.value > settings.value`,
    ),
    lastSpent: db.prepare("SELECT value FROM settings WHERE key = ?"),
  };
  const key = BUDGET_SPENT_SETTING[table];
  return {
    async insertFailure(keyHash, at) {
      sql.insert.run(keyHash, at.toISOString());
    },
    async deleteFailuresBefore(at) {
      sql.deleteBefore.run(at.toISOString());
    },
    async deleteNewestFailure(keyHash) {
      sql.deleteNewest.run(keyHash);
    },
    async countFailures(keyHash, since) {
      const at = since.toISOString();
      const row = keyHash === undefined ? sql.countAll.get(at) : sql.count.get(keyHash, at);
      return (row as { count: number }).count;
    },
    async recordBudgetSpent(at) {
      sql.recordSpent.run({ key, at: at.toISOString() });
    },
    async lastBudgetSpentAt() {
      const row = sql.lastSpent.get(key) as { value: string } | undefined;
      return row ? new Date(row.value) : undefined;
    },
  };
}
