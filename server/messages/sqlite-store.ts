import { randomUUID } from "node:crypto";
import { hashAddress } from "./address-hash.ts";
import { createGroupCommit } from "./group-commit.ts";
import { type MessageStatus, type MessageStore, noMessagesByStatus, type StoredMessage } from "./message-store.ts";
import { sqliteInbox } from "./sqlite-inbox.ts";
import { openStoreFile } from "./sqlite-store-file.ts";
import { loadSecret, prepareSqliteSchema } from "./sqlite-store-migrations.ts";

const COLUMNS = "id, received_at AS receivedAt, email, subject, message, status, attempts FROM messages";

/**
 * The SQLite file `messages.sqlite` in `dataDir`, owned by one server process (decision 003). The
 * folder is its owner's alone, and so are the database and the -wal and -shm files SQLite makes beside it.
 */
export function openSqliteStore(
  dataDir: string,
  now: () => Date = () => new Date(),
  log: (line: string) => void = console.error,
): MessageStore {
  const db = openStoreFile(dataDir, log);
  // Every write to the messages goes through this connection: with secure_delete, what a delete or a
  // moved row leaves behind is overwritten with zeros, so a deleted message is not left in the file.
  db.pragma("secure_delete = ON");
  const salt = prepareSqliteSchema(db);
  const inbox = sqliteInbox(db, log);

  const insert = db.prepare(
    `INSERT INTO messages (id, received_at, email, subject, message, status, sender_hash, next_attempt_at)
     VALUES (@id, @receivedAt, @email, @subject, @message, @status, @senderHash, @receivedAt)`,
  );
  // Messages claimed but not yet settled (JSON arrays of ids, for json_each) are left out of both.
  const selectDue = db.prepare(
    `SELECT ${COLUMNS} WHERE status = 'queued' AND next_attempt_at <= ? AND id NOT IN (SELECT value FROM json_each(?))
     ORDER BY next_attempt_at, rowid LIMIT 1`,
  );
  const selectNextDue = db.prepare(
    "SELECT MIN(next_attempt_at) AS at FROM messages WHERE status = 'queued' AND id NOT IN (SELECT value FROM json_each(?))",
  );
  const selectCounts = db.prepare("SELECT status, COUNT(*) AS count FROM messages GROUP BY status");
  const updateSent = db.prepare(
    "UPDATE messages SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
  );
  const updateFailed = db.prepare(
    `UPDATE messages SET attempts = attempts + 1, last_error = @error,
       status = CASE WHEN @retryAt IS NULL THEN 'failed' ELSE 'queued' END, next_attempt_at = @retryAt
     WHERE id = @id`,
  );

  const release = db.prepare("UPDATE messages SET status = 'queued', next_attempt_at = ? WHERE id = ? AND status = 'held'");
  const forgetExpiredProofs = db.prepare("DELETE FROM spent_proofs WHERE expires_at <= ?");
  const spend = db.prepare("INSERT OR IGNORE INTO spent_proofs (key, expires_at) VALUES (?, ?)");
  /** True when the proof was not spent before; expired ones go first, so a key is never kept past its proof's life. */
  const spendOnce = (key: string, expiresAt: string, at: string) => {
    forgetExpiredProofs.run(at);
    return spend.run(key, expiresAt).changes === 1;
  };
  // A password try's proof, in a transaction of its own: committed (FULL sync) before the try is answered.
  const spendAlone = db.transaction(spendOnce);

  // Saves that arrive together share one transaction and one fsync (group-commit.ts); a message's
  // proof of work is spent in the same transaction, so both are on disk when the sender is answered.
  type Row = StoredMessage & { senderHash: string };
  type Write = { row: Row; proof?: { key: string; expiresAt: string } };
  const writes = createGroupCommit<Write, MessageStatus>(
    db.transaction((batch: Write[]) =>
      batch.map(({ row, proof }) => {
        let { status } = row;
        if (proof && status === "queued" && !spendOnce(proof.key, proof.expiresAt, row.receivedAt)) status = "held";
        insert.run({ ...row, status });
        return status;
      }),
    ),
  );

  // One process owns the file (decision 003), so claims live in memory: id -> end of the lease (ms).
  // A crash ends them with the process, and the restarted outbox sends at once (decision 007).
  const leases = new Map<string, number>();
  const claimedIds = () => JSON.stringify([...leases.keys()]);

  // better-sqlite3 is synchronous: apart from save, which waits for its group's commit, each call has
  // finished (and committed) when it returns.
  return {
    async save({ senderAddress, proof, ...message }) {
      const stored: StoredMessage = { id: randomUUID(), receivedAt: now().toISOString(), attempts: 0, ...message };
      const status = await writes.write({
        row: { ...stored, senderHash: hashAddress(salt, senderAddress) },
        proof: proof && { key: proof.key, expiresAt: proof.expiresAt.toISOString() },
      });
      return { ...stored, status };
    },
    ...inbox,
    async delete(id) {
      // A message being emailed right now still goes out; its lease ends with it.
      leases.delete(id);
      return inbox.delete(id);
    },
    async claimDue(at, leaseMs) {
      for (const [id, until] of leases) if (until <= at.getTime()) leases.delete(id);
      const message = selectDue.get(at.toISOString(), claimedIds()) as StoredMessage | undefined;
      if (message) leases.set(message.id, at.getTime() + leaseMs);
      return message;
    },
    async nextDueAt() {
      const { at } = selectNextDue.get(claimedIds()) as { at: string | null };
      const times = [...(at ? [Date.parse(at)] : []), ...leases.values()];
      return times.length > 0 ? new Date(Math.min(...times)) : undefined;
    },
    async markSent(id, at) {
      updateSent.run(at.toISOString(), id);
      leases.delete(id);
    },
    async markAttemptFailed(id, error, retryAt) {
      updateFailed.run({ id, error, retryAt: retryAt?.toISOString() ?? null });
      leases.delete(id);
    },
    async release(id, at) {
      return release.run(at.toISOString(), id).changes === 1;
    },
    async spendProof({ key, expiresAt }) {
      return spendAlone(key, expiresAt.toISOString(), now().toISOString());
    },
    async secret(name) {
      return loadSecret(db, name);
    },
    async countByStatus() {
      const counts = noMessagesByStatus();
      for (const { status, count } of selectCounts.all() as { status: MessageStatus; count: number }[]) counts[status] = count;
      return counts;
    },
    async close() {
      writes.flush();
      db.close();
    },
  };
}
