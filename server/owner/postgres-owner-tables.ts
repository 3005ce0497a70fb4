import { Pool } from "pg";
import { postgresFailureTables } from "../access/postgres-access-failures.ts";
import { preparePostgresSchema } from "../messages/postgres-store-migrations.ts";
import type { OwnerTables } from "./owner-tables.ts";

/** The owner tables in the messages' PostgreSQL database (DATABASE_URL), on a small pool of their own. */
export async function openPostgresOwnerTables(
  connectionString: string,
  log: (line: string) => void = console.error,
): Promise<OwnerTables> {
  const pool = new Pool({ connectionString, max: 2 });
  pool.on("error", (error) => log(`PostgreSQL connection lost: ${error.message}`));
  try {
    await preparePostgresSchema(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const query = async <Row extends object>(sql: string, values: unknown[] = []) => (await pool.query<Row>(sql, values)).rows;
  const hashIn = async (table: "owner_password" | "access_password") =>
    (await query<{ hash: string | null }>(`SELECT hash FROM ${table} WHERE id = 1`))[0]?.hash ?? undefined;
  let isClosed = false;

  return {
    passwordHash: () => hashIn("owner_password"),
    privateWorkPasswordHash: () => hashIn("access_password"),
    async replacePassword(hash) {
      // One statement: the new generation and the end of every session commit together.
      await query(
        `WITH changed AS (UPDATE owner_password SET hash = $1, generation = generation + 1 WHERE id = 1 RETURNING id)
         DELETE FROM owner_sessions WHERE EXISTS (SELECT 1 FROM changed)`,
        [hash],
      );
    },
    async insertSession(idHash, now, expiresAt, passwordHash) {
      const rows = await query(
        `INSERT INTO owner_sessions (id_hash, password_generation, started_at, expires_at)
         SELECT $1, generation, $2, $3 FROM owner_password WHERE id = 1 AND hash = $4 RETURNING id_hash`,
        [idHash, now, expiresAt, passwordHash],
      );
      return rows.length === 1;
    },
    async selectSession(idHash, now) {
      const [row] = await query<{ expiresAt: Date }>(
        `SELECT s.expires_at AS "expiresAt" FROM owner_sessions s JOIN owner_password p ON p.id = 1
          WHERE s.id_hash = $1 AND s.expires_at > $2 AND p.hash IS NOT NULL AND s.password_generation = p.generation`,
        [idHash, now],
      );
      return row && { expiresAt: row.expiresAt };
    },
    async deleteSession(idHash) {
      await query("DELETE FROM owner_sessions WHERE id_hash = $1", [idHash]);
    },
    async deleteAllSessions() {
      await query("DELETE FROM owner_sessions");
    },
    async deleteSessionsExpiredBy(now) {
      await query("DELETE FROM owner_sessions WHERE expires_at <= $1", [now]);
    },
    ...postgresFailureTables(query, "owner_failures"),
    async close() {
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
  };
}
