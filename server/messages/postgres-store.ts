import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { hashAddress } from "./address-hash.ts";
import { type MessageStatus, type MessageStore, noMessagesByStatus, type StoredMessage } from "./message-store.ts";
import { postgresInbox } from "./postgres-inbox.ts";
import { postgresRateLimitCounts } from "./postgres-rate-limit-counts.ts";
import { postgresSpendProof } from "./postgres-spent-proofs.ts";
import { loadSecret, preparePostgresSchema } from "./postgres-store-migrations.ts";

interface MessageRow {
  id: string;
  received_at: Date;
  email: string;
  subject: string;
  message: string;
  status: MessageStatus;
  attempts: number;
}

const COLUMNS = "id, received_at, email, subject, message, status, attempts";

function toStoredMessage({ received_at, ...row }: MessageRow): StoredMessage {
  return { ...row, receivedAt: received_at.toISOString() };
}

/** The URL as it may be logged: no password, no parameters. */
export function describePostgresUrl(url: string): string {
  const { protocol, username, host, pathname } = new URL(url);
  return `${protocol}//${username ? `${username}@` : ""}${host}${pathname}`;
}

/**
 * Messages in PostgreSQL (DATABASE_URL), for several servers sharing one database (decision 007).
 * Creates and migrates its tables on open; resolves once they are ready.
 */
export async function openPostgresStore(
  connectionString: string,
  now: () => Date = () => new Date(),
  log: (line: string) => void = console.error,
): Promise<MessageStore> {
  const pool = new Pool({ connectionString, max: 4 });
  // An idle connection the database dropped is replaced by the pool; unheard, the error would end the process.
  pool.on("error", (error) => log(`PostgreSQL connection lost: ${error.message}`));
  let salt: string;
  try {
    salt = await preparePostgresSchema(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  let isClosed = false;

  // Each query runs on its own in autocommit: it has been committed when it resolves.
  return {
    async save({ senderAddress, proof, ...message }) {
      const stored: StoredMessage = { id: randomUUID(), receivedAt: now().toISOString(), attempts: 0, ...message };
      // One statement: the proof is spent and the message stored together, and of two servers
      // spending the same proof at once only one gets it (the other's message is held).
      const { rows } = await pool.query<{ status: MessageStatus }>(
        `WITH spent AS (
           INSERT INTO spent_proofs (key, expires_at) SELECT $8::text, $9::timestamptz WHERE $8::text IS NOT NULL
           ON CONFLICT (key) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE spent_proofs.expires_at <= $2
           RETURNING key
         )
         INSERT INTO messages (id, received_at, email, subject, message, status, sender_hash, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5,
                 CASE WHEN $6 = 'queued' AND $8::text IS NOT NULL AND NOT EXISTS (SELECT 1 FROM spent) THEN 'held' ELSE $6 END,
                 $7, $2)
         RETURNING status`,
        [
          stored.id,
          stored.receivedAt,
          stored.email,
          stored.subject,
          stored.message,
          stored.status,
          hashAddress(salt, senderAddress),
          stored.status === "queued" ? (proof?.key ?? null) : null,
          proof?.expiresAt ?? null,
        ],
      );
      // Now and then, proofs long expired go.
      if (proof && Math.random() < 0.01) await pool.query("DELETE FROM spent_proofs WHERE expires_at <= $1", [stored.receivedAt]);
      return { ...stored, status: rows[0]?.status ?? stored.status };
    },
    ...postgresInbox(pool, log),
    async claimDue(at, leaseMs) {
      // SKIP LOCKED: a claim running at the same moment on another server passes over the row this one
      // is taking instead of waiting for it and then taking it too (decision 007).
      const { rows } = await pool.query<MessageRow>(
        `UPDATE messages SET locked_until = $2
          WHERE id = (SELECT id FROM messages
                       WHERE status = 'queued' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
                       ORDER BY next_attempt_at, seq LIMIT 1
                       FOR UPDATE SKIP LOCKED)
          RETURNING ${COLUMNS}`,
        [at, new Date(at.getTime() + leaseMs)],
      );
      return rows[0] && toStoredMessage(rows[0]);
    },
    async nextDueAt() {
      const { rows } = await pool.query<{ at: Date | null }>(
        "SELECT MIN(GREATEST(next_attempt_at, locked_until)) AS at FROM messages WHERE status = 'queued'",
      );
      return rows[0]?.at ?? undefined;
    },
    async markSent(id, at) {
      await pool.query(
        `UPDATE messages SET status = 'sent', sent_at = $2, attempts = attempts + 1, last_error = NULL, locked_until = NULL
          WHERE id = $1`,
        [id, at],
      );
    },
    async markAttemptFailed(id, error, retryAt) {
      await pool.query(
        `UPDATE messages SET attempts = attempts + 1, last_error = $2, locked_until = NULL, next_attempt_at = $3,
                status = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'queued' END
          WHERE id = $1`,
        [id, error, retryAt ?? null],
      );
    },
    async release(id, at) {
      const { rowCount } = await pool.query(
        "UPDATE messages SET status = 'queued', next_attempt_at = $2 WHERE id = $1 AND status = 'held'",
        [id, at],
      );
      return rowCount === 1;
    },
    spendProof: postgresSpendProof(pool, now),
    secret: (name) => loadSecret(pool, name),
    sharedCounts: postgresRateLimitCounts(pool),
    async countByStatus() {
      const counts = noMessagesByStatus();
      const { rows } = await pool.query<{ status: MessageStatus; count: string }>(
        "SELECT status, COUNT(*) AS count FROM messages GROUP BY status",
      );
      for (const { status, count } of rows) counts[status] = Number(count);
      return counts;
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
  };
}
