import type { Database } from "../messages/sqlite-driver.ts";
import type { AccessTables } from "./access-tables.ts";

export type FailureTables = Pick<
  AccessTables,
  "insertFailure" | "deleteFailuresBefore" | "deleteNewestFailure" | "countFailures"
>;
/** Private work's tries and the owner's sign-ins count apart (docs/product.md#the-owners-room). */
export type FailureTable = "access_failures" | "owner_failures";

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
  };
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
  };
}
