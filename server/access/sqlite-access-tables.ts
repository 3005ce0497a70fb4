import { openStoreFile } from "../messages/sqlite-store-file.ts";
import { prepareSqliteSchema } from "../messages/sqlite-store-migrations.ts";
import type { Scope } from "./access-store.ts";
import type { AccessTables } from "./access-tables.ts";
import { sqliteFailureTables } from "./sqlite-access-failures.ts";
import { type LinkRecord, prepareAccessStatements } from "./sqlite-access-statements.ts";

const scopeOf = (text: string | null): Scope => (text === null ? "all" : (JSON.parse(text) as string[]));
const dateOf = (text: string | null) => (text === null ? undefined : new Date(text));

/** The access tables in the message store's file, `messages.sqlite` in `dataDir`, on a connection of their own. */
export function openSqliteAccessTables(dataDir: string, log: (line: string) => void = console.error): AccessTables {
  const db = openStoreFile(dataDir, log);
  prepareSqliteSchema(db);

  const sql = prepareAccessStatements(db);

  // better-sqlite3 is synchronous: each method has finished, and committed, when it returns.
  return {
    async passwordHash() {
      return (sql.passwordHash.get() as { hash: string | null }).hash ?? undefined;
    },
    async ownerPasswordHash() {
      return (sql.ownerPasswordHash.get() as { hash: string | null }).hash ?? undefined;
    },
    async replacePassword(hash) {
      db.transaction(() => {
        sql.setPassword.run(hash ?? null);
        sql.deletePasswordSessions.run();
      })();
    },
    async insertLink({ id, tokenHash, label, scope, createdAt, expiresAt }) {
      const written = scope === "all" ? null : JSON.stringify(scope);
      return sql.insertLink.run(id, tokenHash, label, written, createdAt.toISOString(), expiresAt.toISOString()).changes === 1;
    },
    async selectLinks() {
      return (sql.selectLinks.all() as LinkRecord[]).map((record) => ({
        ...record,
        scope: scopeOf(record.scope),
        createdAt: new Date(record.createdAt),
        expiresAt: new Date(record.expiresAt),
        revokedAt: dateOf(record.revokedAt),
        lastOpenedAt: dateOf(record.lastOpenedAt),
      }));
    },
    async selectLiveLink(tokenHash, now) {
      const record = sql.selectLiveLink.get(tokenHash, now.toISOString()) as LinkRecord | undefined;
      return record && { id: record.id, scope: scopeOf(record.scope), expiresAt: new Date(record.expiresAt) };
    },
    async revokeLink(id, now) {
      return db.transaction(() => {
        const isRevoked = sql.revoke.run({ id, now: now.toISOString() }).changes === 1;
        if (isRevoked) sql.deleteLinkSessions.run(id);
        return isRevoked;
      })();
    },
    async revokeAllLinks(now) {
      return db.transaction(() => {
        const revoked = sql.revokeAll.all({ now: now.toISOString() }) as { id: string }[];
        for (const { id } of revoked) sql.deleteLinkSessions.run(id);
        return revoked.length;
      })();
    },
    async updateLinkExpiry(id, expiresAt, now) {
      return db.transaction(() => {
        const link = sql.linkRevokedAt.get(id) as { revokedAt: string | null } | undefined;
        if (!link) return { changed: false, reason: "unknown" } as const;
        if (link.revokedAt !== null) return { changed: false, reason: "withdrawn" } as const;
        const values = { id, expiresAt: expiresAt.toISOString(), now: now.toISOString() };
        sql.setLinkExpiry.run(values);
        sql.deleteEndedLinkSessions.run(values);
        sql.setLinkSessionsExpiry.run(values);
        return { changed: true, expiresAt } as const;
      })();
    },
    async countOpen(id, now) {
      sql.countOpen.run(now.toISOString(), id);
    },
    async insertPasswordSession(idHash, now, expiresAt, passwordHash) {
      return sql.insertPasswordSession.run(idHash, now.toISOString(), expiresAt.toISOString(), passwordHash).changes === 1;
    },
    async insertLinkSession(idHash, linkId, now) {
      const row = sql.insertLinkSession.get({ idHash, linkId, now: now.toISOString() }) as { expiresAt: string } | undefined;
      return row && new Date(row.expiresAt);
    },
    async selectGrant(idHash, now) {
      const row = sql.selectGrant.get({ idHash, now: now.toISOString() }) as
        | { kind: "password" | "link"; expiresAt: string; linkId: string; scope: string | null }
        | undefined;
      if (!row) return undefined;
      const expiresAt = new Date(row.expiresAt);
      if (row.kind === "password") return { kind: "password", scope: "all", expiresAt };
      return { kind: "link", scope: scopeOf(row.scope), expiresAt, linkId: row.linkId };
    },
    async deleteSession(idHash) {
      sql.deleteSession.run(idHash);
    },
    async deleteSessionsExpiredBy(now) {
      sql.deleteExpiredSessions.run(now.toISOString());
    },
    ...sqliteFailureTables(db, "access_failures"),
    async close() {
      db.close();
    },
  };
}
