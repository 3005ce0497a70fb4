// Each entry moves the PostgreSQL schema one version forward; schema_migrations records how far a
// database has come. Never edit an entry that has shipped: add the next one. The same messages as
// the SQLite store (sqlite-store-migrations.ts), in PostgreSQL's own types.
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
];
