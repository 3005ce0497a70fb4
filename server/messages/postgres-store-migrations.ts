// Each entry moves the PostgreSQL schema one version forward; schema_migrations records how far a
// database has come. Never edit an entry that has shipped: add the next one. The same messages as
// the SQLite store (sqlite-store-migrations.ts), in PostgreSQL's own types.
import { randomBytes } from "node:crypto";
import type { Pool, PoolClient } from "pg";
import { POSTGRES_VIEWS_MIGRATION, VIEWS_ENTRY_COUNTS_MIGRATION } from "../views/view-migrations.ts";

// Names this database's migration lock among other advisory locks; any fixed number would do.
const MIGRATION_LOCK = 7_003_007;

export const POSTGRES_MIGRATIONS = [
  `CREATE TABLE messages (
     id TEXT PRIMARY KEY,
     -- Insertion order, for ties between messages received in the same millisecond.
     seq BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
     received_at TIMESTAMPTZ NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'spam')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TIMESTAMPTZ,
     -- Set while one outbox delivers the message (decision 007); another may take it once it has passed.
     locked_until TIMESTAMPTZ,
     last_error TEXT,
     sent_at TIMESTAMPTZ,
     sender_hash TEXT
   );
   CREATE INDEX messages_received_at ON messages (received_at);
   CREATE INDEX messages_due ON messages (next_attempt_at) WHERE status = 'queued';
   CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,

  // docs/product.md#abuse-protection: messages held for want of a proof of work, the proofs spent (by
  // any server), and the rate limit's counts, shared by every server.
  `ALTER TABLE messages DROP CONSTRAINT messages_status_check;
   ALTER TABLE messages ADD CONSTRAINT messages_status_check
     CHECK (status IN ('queued', 'sent', 'failed', 'spam', 'held'));
   CREATE TABLE spent_proofs (key TEXT PRIMARY KEY, expires_at TIMESTAMPTZ NOT NULL);
   CREATE TABLE rate_limits (key TEXT PRIMARY KEY, hits INTEGER NOT NULL, reset_at TIMESTAMPTZ NOT NULL);`,

  // docs/product.md#abuse-protection: the rate limit counts per IPv4 address or IPv6 /64, under a keyed
  // hash (limit-key.ts). The counts kept under the old keys (a salted hash of each whole address)
  // would never be met again; each lived one window at most, so they go now rather than linger.
  `DELETE FROM rate_limits;`,

  // Private work (server/access/access-store.ts), as in the SQLite store: the one password and its
  // generation, the share links, the sessions (tokens and ids only as SHA-256), and failed tries.
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
     -- NULL: every protected case study, also ones protected later.
     scope TEXT[],
     created_at TIMESTAMPTZ NOT NULL,
     expires_at TIMESTAMPTZ NOT NULL,
     revoked_at TIMESTAMPTZ,
     opens INTEGER NOT NULL DEFAULT 0,
     last_opened_at TIMESTAMPTZ
   );
   CREATE TABLE access_sessions (
     id_hash TEXT PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('password', 'link')),
     link_id TEXT REFERENCES access_links (id),
     password_generation INTEGER,
     started_at TIMESTAMPTZ NOT NULL,
     expires_at TIMESTAMPTZ NOT NULL,
     CHECK ((kind = 'link') = (link_id IS NOT NULL) AND (kind = 'password') = (password_generation IS NOT NULL))
   );
   CREATE INDEX access_sessions_expires_at ON access_sessions (expires_at);
   CREATE INDEX access_sessions_link_id ON access_sessions (link_id);
   CREATE TABLE access_failures (key_hash TEXT NOT NULL, at TIMESTAMPTZ NOT NULL);
   CREATE INDEX access_failures_key_hash ON access_failures (key_hash, at);
   CREATE INDEX access_failures_at ON access_failures (at);`,

  // The owner's room (server/owner/owner-store.ts), as in the SQLite store.
  `CREATE TABLE owner_password (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     hash TEXT,
     generation INTEGER NOT NULL
   );
   INSERT INTO owner_password (id, hash, generation) VALUES (1, NULL, 0);
   CREATE TABLE owner_sessions (
     id_hash TEXT PRIMARY KEY,
     password_generation INTEGER NOT NULL,
     started_at TIMESTAMPTZ NOT NULL,
     expires_at TIMESTAMPTZ NOT NULL
   );
   CREATE INDEX owner_sessions_expires_at ON owner_sessions (expires_at);
   CREATE TABLE owner_failures (key_hash TEXT NOT NULL, at TIMESTAMPTZ NOT NULL);
   CREATE INDEX owner_failures_key_hash ON owner_failures (key_hash, at);
   CREATE INDEX owner_failures_at ON owner_failures (at);
   ALTER TABLE messages ADD COLUMN read_at TIMESTAMPTZ;
   ALTER TABLE messages ADD COLUMN handled_at TIMESTAMPTZ;`,
  // Reading statistics, as in the SQLite store, plus the day's secret (server/views/view-migrations.ts).
  POSTGRES_VIEWS_MIGRATION,
  // Referrers and sources: from how many address groups, so the dashboard shows none sent by one (server/views/view-migrations.ts).
  VIEWS_ENTRY_COUNTS_MIGRATION,
];

/** Brings the database's tables up to date and returns its address salt: what opening the store needs first. */
export async function preparePostgresSchema(pool: Pool): Promise<string> {
  await withClient(pool, migrate);
  return loadSecret(pool, "address_salt");
}

async function withClient<T>(pool: Pool, use: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await use(client);
  } finally {
    client.release();
  }
}

// One transaction under an advisory lock: servers starting at once take turns, and the later ones
// find every migration applied. The lock ends with the transaction, even if the connection drops.
async function migrate(client: PoolClient): Promise<void> {
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
    );
    const { rows } = await client.query<{ version: number }>(
      "SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations",
    );
    for (const [index, sql] of POSTGRES_MIGRATIONS.entries()) {
      if (index < (rows[0]?.version ?? 0)) continue;
      await client.query(sql);
      await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [index + 1]);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

/**
 * A random secret made once per database and kept in it (the address salt, the proof-of-work key), so
 * every server hashes and signs alike, across restarts too.
 */
export async function loadSecret(pool: Pool, name: string): Promise<string> {
  await pool.query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [
    name,
    randomBytes(32).toString("hex"),
  ]);
  const { rows } = await pool.query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [name]);
  if (!rows[0]) throw new Error(`The setting ${name} is missing from the settings table.`);
  return rows[0].value;
}
