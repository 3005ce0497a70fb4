// Each entry moves the schema one version forward; PRAGMA user_version records how far a file has come.
// Never edit an entry that has shipped: add the next one.
import { randomBytes } from "node:crypto";
import { SQLITE_VIEWS_MIGRATION, VIEWS_ENTRY_COUNTS_MIGRATION } from "../views/view-migrations.ts";
import type { Database } from "./sqlite-driver.ts";

export const MIGRATIONS = [
  `CREATE TABLE messages (
     id TEXT PRIMARY KEY,
     received_at TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL
   );
   CREATE INDEX messages_received_at ON messages (received_at);`,

  // docs/product.md#email-outbox: delivery by email through an outbox, spam, and a salted hash of the sender's address.
  // Messages stored before this are queued, so they reach the owner once email is turned on.
  `ALTER TABLE messages ADD COLUMN status TEXT NOT NULL DEFAULT 'queued'
     CHECK (status IN ('queued', 'sent', 'failed', 'spam'));
   ALTER TABLE messages ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE messages ADD COLUMN next_attempt_at TEXT;
   ALTER TABLE messages ADD COLUMN last_error TEXT;
   ALTER TABLE messages ADD COLUMN sent_at TEXT;
   ALTER TABLE messages ADD COLUMN sender_hash TEXT;
   UPDATE messages SET next_attempt_at = received_at;
   CREATE INDEX messages_due ON messages (status, next_attempt_at);
   CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,

  // docs/product.md#abuse-protection: messages held for want of a proof of work, and the proofs spent.
  // SQLite cannot change a CHECK constraint in place: the table is copied into one with the new rule.
  `CREATE TABLE messages_next (
     id TEXT PRIMARY KEY,
     received_at TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'spam', 'held')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT,
     last_error TEXT,
     sent_at TEXT,
     sender_hash TEXT
   );
   INSERT INTO messages_next (rowid, id, received_at, email, subject, message, status, attempts, next_attempt_at, last_error, sent_at, sender_hash)
     SELECT rowid, id, received_at, email, subject, message, status, attempts, next_attempt_at, last_error, sent_at, sender_hash FROM messages;
   DROP TABLE messages;
   ALTER TABLE messages_next RENAME TO messages;
   CREATE INDEX messages_received_at ON messages (received_at);
   CREATE INDEX messages_due ON messages (status, next_attempt_at);
   CREATE TABLE spent_proofs (key TEXT PRIMARY KEY, expires_at TEXT NOT NULL);`,

  // Private work (server/access/access-store.ts): the one password (a generation number counts its
  // changes, so sessions opened with an earlier one end), the share links, the sessions either opens
  // (tokens and session ids only as SHA-256), and failed tries, under keyed hashes, for an hour.
  `CREATE TABLE access_password (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     hash TEXT,
     generation INTEGER NOT NULL
   );
   INSERT INTO access_password (id, hash, generation) VALUES (1, NULL, 0);
   CREATE TABLE access_links (
     id TEXT PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     label TEXT NOT NULL,
     scope TEXT,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     revoked_at TEXT,
     opens INTEGER NOT NULL DEFAULT 0,
     last_opened_at TEXT
   );
   CREATE TABLE access_sessions (
     id_hash TEXT PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('password', 'link')),
     link_id TEXT REFERENCES access_links (id),
     password_generation INTEGER,
     started_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     CHECK ((kind = 'link') = (link_id IS NOT NULL) AND (kind = 'password') = (password_generation IS NOT NULL))
   );
   CREATE INDEX access_sessions_expires_at ON access_sessions (expires_at);
   CREATE INDEX access_sessions_link_id ON access_sessions (link_id);
   CREATE TABLE access_failures (key_hash TEXT NOT NULL, at TEXT NOT NULL);
   CREATE INDEX access_failures_key_hash ON access_failures (key_hash, at);
   CREATE INDEX access_failures_at ON access_failures (at);`,

  // The owner's room (server/owner/owner-store.ts): its one password (a generation, as for private
  // work), its sessions (ids only as SHA-256), its failed sign-ins on a counter of their own, and
  // the inbox's marks on each message.
  `CREATE TABLE owner_password (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     hash TEXT,
     generation INTEGER NOT NULL
   );
   INSERT INTO owner_password (id, hash, generation) VALUES (1, NULL, 0);
   CREATE TABLE owner_sessions (
     id_hash TEXT PRIMARY KEY,
     password_generation INTEGER NOT NULL,
     started_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX owner_sessions_expires_at ON owner_sessions (expires_at);
   CREATE TABLE owner_failures (key_hash TEXT NOT NULL, at TEXT NOT NULL);
   CREATE INDEX owner_failures_key_hash ON owner_failures (key_hash, at);
   CREATE INDEX owner_failures_at ON owner_failures (at);
   ALTER TABLE messages ADD COLUMN read_at TEXT;
   ALTER TABLE messages ADD COLUMN handled_at TEXT;`,
  // Reading statistics: raw views, daily totals and histograms (server/views/view-migrations.ts).
  SQLITE_VIEWS_MIGRATION,
  // Referrers and sources: from how many address groups, so the dashboard shows none sent by one (server/views/view-migrations.ts).
  VIEWS_ENTRY_COUNTS_MIGRATION,
];

/** Brings the file's tables up to date and returns its address salt: what opening the store needs first. */
export function prepareSqliteSchema(db: Database): string {
  migrate(db);
  return loadSecret(db, "address_salt");
}

/**
 * A random secret made once per store and kept in it (the address salt, the proof-of-work key), so
 * hashes stay comparable and signatures valid across restarts.
 */
export function loadSecret(db: Database, name: string): string {
  db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)").run(name, randomBytes(32).toString("hex"));
  return (db.prepare("SELECT value FROM settings WHERE key = ?").get(name) as { value: string }).value;
}

function migrate(db: Database): void {
  const version = db.pragma("user_version", { simple: true }) as number;
  for (const [index, sql] of MIGRATIONS.entries()) {
    if (index < version) continue;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
}
