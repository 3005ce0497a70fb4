import { BUDGET_SPENT_SETTING, type FailureTable, type FailureTables } from "./sqlite-access-failures.ts";

type Query = <Row extends object>(sql: string, values?: unknown[]) => Promise<Row[]>;

/** The guessing limits' failures in PostgreSQL (server/access/guess-limit.ts), kept apart from links and sessions. */
export function postgresFailureTables(query: Query, table: FailureTable): FailureTables {
  const key = BUDGET_SPENT_SETTING[table];
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
    async recordBudgetSpent(at) {
      // Kept as ISO text in UTC, as in SQLite: compared byte by byte, those compare as times, so the later one is kept.
      await query(
        `INSERT INTO settings (key, value) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE excluded.value COLLATE "C" > settings.value COLLATE "C"`,
        [key, at.toISOString()],
      );
    },
    async lastBudgetSpentAt() {
      const [row] = await query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [key]);
      return row ? new Date(row.value) : undefined;
    },
  };
}
