import type { AccessTables } from "./access-tables.ts";

type Query = <Row extends object>(sql: string, values?: unknown[]) => Promise<Row[]>;
type FailureTables = Pick<AccessTables, "insertFailure" | "deleteFailuresBefore" | "deleteNewestFailure" | "countFailures">;

/** The guessing limits' failures in PostgreSQL (server/access/guess-limit.ts), kept apart from links and sessions. */
export function postgresFailureTables(query: Query): FailureTables {
  return {
    async insertFailure(keyHash, at) {
      await query("INSERT INTO access_failures (key_hash, at) VALUES ($1, $2)", [keyHash, at]);
    },
    async deleteFailuresBefore(at) {
      await query("DELETE FROM access_failures WHERE at < $1", [at]);
    },
    async deleteNewestFailure(keyHash) {
      await query(
        "DELETE FROM access_failures WHERE ctid = (SELECT ctid FROM access_failures WHERE key_hash = $1 ORDER BY at DESC LIMIT 1)",
        [keyHash],
      );
    },
    async countFailures(keyHash, since) {
      const [row] = await query<{ count: string }>(
        "SELECT COUNT(*) AS count FROM access_failures WHERE at >= $1 AND ($2::text IS NULL OR key_hash = $2)",
        [since, keyHash ?? null],
      );
      return Number(row?.count ?? 0);
    },
  };
}
