import { Pool } from "pg";
import { preparePostgresSchema } from "../messages/postgres-store-migrations.ts";
import type { Scope } from "./access-store.ts";
import type { AccessTables } from "./access-tables.ts";
import { postgresFailureTables } from "./postgres-access-failures.ts";
import { postgresLinkExpiry } from "./postgres-link-expiry.ts";

interface LinkRecord {
  id: string;
  label: string;
  scope: string[] | null;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  opens: number;
  lastOpenedAt: Date | null;
}

const scopeOf = (slugs: string[] | null): Scope => slugs ?? "all";

/**
 * The access tables in the messages' PostgreSQL database (DATABASE_URL), on a pool of their own. Each
 * query runs alone in autocommit, or as one statement, so a change on one server is seen by every
 * other's next query: a withdrawn link's sessions end everywhere at once.
 */
export async function openPostgresAccessTables(
  connectionString: string,
  log: (line: string) => void = console.error,
): Promise<AccessTables> {
  const pool = new Pool({ connectionString, max: 4 });
  pool.on("error", (error) => log(`PostgreSQL connection lost: ${error.message}`));
  try {
    await preparePostgresSchema(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const query = async <Row extends object>(sql: string, values: unknown[] = []) => (await pool.query<Row>(sql, values)).rows;
  let isClosed = false;

  return {
    async passwordHash() {
      const [row] = await query<{ hash: string | null }>("SELECT hash FROM access_password WHERE id = 1");
      return row?.hash ?? undefined;
    },
    async ownerPasswordHash() {
      const [row] = await query<{ hash: string | null }>("SELECT hash FROM owner_password WHERE id = 1");
      return row?.hash ?? undefined;
    },
    async replacePassword(hash) {
      // One statement: the new generation and the end of the old sessions commit together.
      await query(
        `WITH changed AS (UPDATE access_password SET hash = $1, generation = generation + 1 WHERE id = 1 RETURNING id)
         DELETE FROM access_sessions WHERE kind = 'password' AND EXISTS (SELECT 1 FROM changed)`,
        [hash ?? null],
      );
    },
    async insertLink({ id, tokenHash, label, scope, createdAt, expiresAt }) {
      const rows = await query(
        `INSERT INTO access_links (id, token_hash, label, scope, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [id, tokenHash, label, scope === "all" ? null : scope, createdAt, expiresAt],
      );
      return rows.length === 1;
    },
    async selectLinks() {
      const rows = await query<LinkRecord>(
        `SELECT id, label, scope, created_at AS "createdAt", expires_at AS "expiresAt", revoked_at AS "revokedAt", opens,
                last_opened_at AS "lastOpenedAt" FROM access_links ORDER BY created_at DESC, id`,
      );
      return rows.map((row) => ({
        ...row,
        scope: scopeOf(row.scope),
        revokedAt: row.revokedAt ?? undefined,
        lastOpenedAt: row.lastOpenedAt ?? undefined,
      }));
    },
    async selectLiveLink(tokenHash, now) {
      const [row] = await query<{ id: string; scope: string[] | null; expires_at: Date }>(
        "SELECT id, scope, expires_at FROM access_links WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2",
        [tokenHash, now],
      );
      return row && { id: row.id, scope: scopeOf(row.scope), expiresAt: row.expires_at };
    },
    async revokeLink(id, now) {
      const rows = await query(
        `WITH revoked AS (UPDATE access_links SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id),
              ended AS (DELETE FROM access_sessions WHERE link_id IN (SELECT id FROM revoked))
         SELECT id FROM revoked`,
        [id, now],
      );
      return rows.length === 1;
    },
    async revokeAllLinks(now) {
      const rows = await query(
        `WITH revoked AS (UPDATE access_links SET revoked_at = $1 WHERE revoked_at IS NULL AND expires_at > $1 RETURNING id),
              ended AS (DELETE FROM access_sessions WHERE link_id IN (SELECT id FROM revoked))
         SELECT id FROM revoked`,
        [now],
      );
      return rows.length;
    },
    ...postgresLinkExpiry(query),
    async countOpen(id, now) {
      await query("UPDATE access_links SET opens = opens + 1, last_opened_at = $2 WHERE id = $1", [id, now]);
    },
    async insertPasswordSession(idHash, now, expiresAt, passwordHash) {
      const rows = await query(
        `INSERT INTO access_sessions (id_hash, kind, password_generation, started_at, expires_at)
         SELECT $1, 'password', generation, $2, $3 FROM access_password WHERE id = 1 AND hash = $4 RETURNING id_hash`,
        [idHash, now, expiresAt, passwordHash],
      );
      return rows.length === 1;
    },
    async insertLinkSession(idHash, linkId, now) {
      const [row] = await query<{ expires_at: Date }>(
        `INSERT INTO access_sessions (id_hash, kind, link_id, started_at, expires_at)
         SELECT $1, 'link', id, $3, expires_at FROM access_links WHERE id = $2 AND revoked_at IS NULL AND expires_at > $3
         RETURNING expires_at`,
        [idHash, linkId, now],
      );
      return row?.expires_at;
    },
    async selectGrant(idHash, now) {
      // As in SQLite: a password session while its password is the current one, a link one while its link is live.
      const [row] = await query<{ kind: "password" | "link"; expires_at: Date; link_id: string; scope: string[] | null }>(
        `SELECT s.kind, s.expires_at, s.link_id, l.scope
           FROM access_sessions s
           LEFT JOIN access_links l ON l.id = s.link_id
           JOIN access_password p ON p.id = 1
          WHERE s.id_hash = $1 AND s.expires_at > $2
            AND ((s.kind = 'password' AND p.hash IS NOT NULL AND p.generation = s.password_generation)
              OR (s.kind = 'link' AND l.revoked_at IS NULL AND l.expires_at > $2))`,
        [idHash, now],
      );
      if (!row) return undefined;
      if (row.kind === "password") return { kind: "password", scope: "all", expiresAt: row.expires_at };
      return { kind: "link", scope: scopeOf(row.scope), expiresAt: row.expires_at, linkId: row.link_id };
    },
    async deleteSession(idHash) {
      await query("DELETE FROM access_sessions WHERE id_hash = $1", [idHash]);
    },
    async deleteSessionsExpiredBy(now) {
      await query("DELETE FROM access_sessions WHERE expires_at <= $1", [now]);
    },
    ...postgresFailureTables(query, "access_failures"),
    async close() {
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
  };
}
