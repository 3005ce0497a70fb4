import { sqliteFailureTables } from "../access/sqlite-access-failures.ts";
import { openStoreFile } from "../messages/sqlite-store-file.ts";
import { prepareSqliteSchema } from "../messages/sqlite-store-migrations.ts";
import type { OwnerTables } from "./owner-tables.ts";

/** The owner tables in the message store's file, `messages.sqlite` in `dataDir`, on a connection of their own. */
export function openSqliteOwnerTables(dataDir: string, log: (line: string) => void = console.error): OwnerTables {
  const db = openStoreFile(dataDir, log);
  prepareSqliteSchema(db);
  // Times are ISO 8601 text in UTC, all of one length, so comparing the text compares the times.
  const sql = {
    passwordHash: db.prepare("SELECT hash FROM owner_password WHERE id = 1"),
    privateWorkPasswordHash: db.prepare("SELECT hash FROM access_password WHERE id = 1"),
    setPassword: db.prepare("UPDATE owner_password SET hash = ?, generation = generation + 1 WHERE id = 1"),
    insertSession: db.prepare(
      `INSERT INTO owner_sessions (id_hash, password_generation, started_at, expires_at)
       SELECT ?, generation, ?, ? FROM owner_password WHERE id = 1 AND hash = ?`,
    ),
    selectSession: db.prepare(
      `SELECT s.expires_at AS expiresAt FROM owner_sessions s JOIN owner_password p ON p.id = 1
        WHERE s.id_hash = ? AND s.expires_at > ? AND p.hash IS NOT NULL AND s.password_generation = p.generation`,
    ),
    deleteSession: db.prepare("DELETE FROM owner_sessions WHERE id_hash = ?"),
    deleteAllSessions: db.prepare("DELETE FROM owner_sessions"),
    deleteExpiredSessions: db.prepare("DELETE FROM owner_sessions WHERE expires_at <= ?"),
  };
  const hashOf = (row: unknown) => (row as { hash: string | null } | undefined)?.hash ?? undefined;

  // better-sqlite3 is synchronous: each method has finished, and committed, when it returns.
  return {
    async passwordHash() {
      return hashOf(sql.passwordHash.get());
    },
    async privateWorkPasswordHash() {
      return hashOf(sql.privateWorkPasswordHash.get());
    },
    async replacePassword(hash) {
      db.transaction(() => {
        sql.setPassword.run(hash);
        sql.deleteAllSessions.run();
      })();
    },
    async insertSession(idHash, now, expiresAt, passwordHash) {
      return sql.insertSession.run(idHash, now.toISOString(), expiresAt.toISOString(), passwordHash).changes === 1;
    },
    async selectSession(idHash, now) {
      const row = sql.selectSession.get(idHash, now.toISOString()) as { expiresAt: string } | undefined;
      return row && { expiresAt: new Date(row.expiresAt) };
    },
    async deleteSession(idHash) {
      sql.deleteSession.run(idHash);
    },
    async deleteAllSessions() {
      sql.deleteAllSessions.run();
    },
    async deleteSessionsExpiredBy(now) {
      sql.deleteExpiredSessions.run(now.toISOString());
    },
    ...sqliteFailureTables(db, "owner_failures"),
    async close() {
      db.close();
    },
  };
}
