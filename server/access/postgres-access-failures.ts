import type { FailureTable, FailureTables } from "./sqlite-access-failures.ts";

type Query = <Row extends object>(sql: string, values?: unknown[]) => Promise<Row[]>;

/** The guessing limits' failures in PostgreSQL (server/access/guess-limit.ts), kept apart from links and sessions. */
export function postgresFailureTables(query: Query, table: FailureTable): FailureTables {
  return {
    async insertFailure(keyHash, at) {
      await query(`INSERT INTO ${table} (key_hash, at) VALUES ($1, $2)`, [keyHash, at]);
    },
    async deleteFailuresBefore(at) {
      await query(`DELETE FROM ${table} WHERE at < $1`, [at]);
    },
    async deleteNewestFailure(keyHash) {
      await query(`DELETE FROM ${table} WHERE ctid = (SELECT ctid FROM ${table} WHERE key_hash = $1 ORDER BY at DESC LIMIT 1)`, [
        keyHash,
      ]);
    },
    async countFailures(keyHash, since) {
      const [row] = await query<{ count: string }>(
        `SELECT COUNT(*) AS count FROM ${table} WHERE at >= $1 AND ($2::text IS NULL OR key_hash = $2)`,
        [since, keyHash ?? null],
      );
      return Number(row?.count ?? 0);
    },
  };
}
