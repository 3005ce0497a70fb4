// The access tables' statements in SQLite, prepared once per connection (sqlite-access-tables.ts).
import type { Database } from "../messages/sqlite-driver.ts";

// Times are ISO 8601 text in UTC, all of one length, so comparing the text compares the times.
export interface LinkRecord {
  id: string;
  label: string;
  scope: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  opens: number;
  lastOpenedAt: string | null;
}

const LINK_COLUMNS = `id, label, scope, created_at AS createdAt, expires_at AS expiresAt, revoked_at AS revokedAt,
  opens, last_opened_at AS lastOpenedAt FROM access_links`;

/** Every statement the access tables run, by what it does. */
export function prepareAccessStatements(db: Database) {
  return {
    passwordHash: db.prepare("SELECT hash FROM access_password WHERE id = 1"),
    ownerPasswordHash: db.prepare("SELECT hash FROM owner_password WHERE id = 1"),
    setPassword: db.prepare("UPDATE access_password SET hash = ?, generation = generation + 1 WHERE id = 1"),
    deletePasswordSessions: db.prepare("DELETE FROM access_sessions WHERE kind = 'password'"),
    insertLink: db.prepare(
      `INSERT INTO access_links (id, token_hash, label, scope, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO NOTHING`,
    ),
    selectLinks: db.prepare(`SELECT ${LINK_COLUMNS} ORDER BY created_at DESC, rowid DESC`),
    selectLiveLink: db.prepare(`SELECT ${LINK_COLUMNS} WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?`),
    revoke: db.prepare("UPDATE access_links SET revoked_at = @now WHERE id = @id AND revoked_at IS NULL"),
    revokeAll: db.prepare(
      "UPDATE access_links SET revoked_at = @now WHERE revoked_at IS NULL AND expires_at > @now RETURNING id",
    ),
    deleteLinkSessions: db.prepare("DELETE FROM access_sessions WHERE link_id = ?"),
    linkRevokedAt: db.prepare("SELECT revoked_at AS revokedAt FROM access_links WHERE id = ?"),
    setLinkExpiry: db.prepare("UPDATE access_links SET expires_at = @expiresAt WHERE id = @id AND revoked_at IS NULL"),
    deleteEndedLinkSessions: db.prepare("DELETE FROM access_sessions WHERE link_id = @id AND expires_at <= @now"),
    setLinkSessionsExpiry: db.prepare("UPDATE access_sessions SET expires_at = @expiresAt WHERE link_id = @id"),
    countOpen: db.prepare("UPDATE access_links SET opens = opens + 1, last_opened_at = ? WHERE id = ?"),
    insertPasswordSession: db.prepare(
      `INSERT INTO access_sessions (id_hash, kind, password_generation, started_at, expires_at)
       SELECT ?, 'password', generation, ?, ? FROM access_password WHERE id = 1 AND hash = ?`,
    ),
    insertLinkSession: db.prepare(
      `INSERT INTO access_sessions (id_hash, kind, link_id, started_at, expires_at)
       SELECT @idHash, 'link', id, @now, expires_at FROM access_links
        WHERE id = @linkId AND revoked_at IS NULL AND expires_at > @now
       RETURNING expires_at AS expiresAt`,
    ),
    // A session counts while it lasts and, for a password one, while its password is the current
    // one; for a link one, while its link is neither withdrawn nor expired.
    selectGrant: db.prepare(
      `SELECT s.kind, s.expires_at AS expiresAt, s.link_id AS linkId, l.scope
         FROM access_sessions s
         LEFT JOIN access_links l ON l.id = s.link_id
         JOIN access_password p ON p.id = 1
        WHERE s.id_hash = @idHash AND s.expires_at > @now
          AND ((s.kind = 'password' AND p.hash IS NOT NULL AND p.generation = s.password_generation)
            OR (s.kind = 'link' AND l.revoked_at IS NULL AND l.expires_at > @now))`,
    ),
    deleteSession: db.prepare("DELETE FROM access_sessions WHERE id_hash = ?"),
    deleteExpiredSessions: db.prepare("DELETE FROM access_sessions WHERE expires_at <= ?"),
  };
}
