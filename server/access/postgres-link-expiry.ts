import type { AccessTables } from "./access-tables.ts";

type Query = <Row extends object>(sql: string, values?: unknown[]) => Promise<Row[]>;

/** A link's new expiry in PostgreSQL (access-tables.ts says what it does), apart for the tables' length. */
export function postgresLinkExpiry(query: Query): Pick<AccessTables, "updateLinkExpiry"> {
  return {
    async updateLinkExpiry(id, expiresAt, now) {
      // One statement: the link and its sessions change together. A link withdrawn meanwhile is not
      // updated (the UPDATE checks revoked_at again on the row it waited for) and is reported withdrawn.
      const [row] = await query<{ found: boolean; changed: boolean }>(
        `WITH changed AS (UPDATE access_links SET expires_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id),
              ended AS (DELETE FROM access_sessions WHERE link_id IN (SELECT id FROM changed) AND expires_at <= $3),
              moved AS (UPDATE access_sessions SET expires_at = $2 WHERE link_id IN (SELECT id FROM changed) AND expires_at > $3)
         SELECT EXISTS (SELECT 1 FROM access_links WHERE id = $1) AS found, EXISTS (SELECT 1 FROM changed) AS changed`,
        [id, expiresAt, now],
      );
      if (row?.changed) return { changed: true, expiresAt };
      return { changed: false, reason: row?.found ? "withdrawn" : "unknown" };
    },
  };
}
