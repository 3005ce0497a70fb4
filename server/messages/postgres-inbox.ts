// The owner's inbox in PostgreSQL (docs/product.md#inbox), as sqlite-inbox.ts keeps it in SQLite.
import type { Pool } from "pg";
import { INBOX_STATE_SQL, type InboxMethods, markSql, type SqlDialect, whereOf } from "./inbox-sql.ts";
import {
  type InboxMessage,
  type InboxState,
  type MessageFilter,
  type MessageStatus,
  noMessagesByState,
} from "./message-store.ts";

interface InboxRow {
  id: string;
  received_at: Date;
  email: string;
  subject: string;
  message: string;
  status: MessageStatus;
  attempts: number;
  state: InboxState;
}

const SELECT = `SELECT id, received_at, email, subject, message, status, attempts, ${INBOX_STATE_SQL} AS state FROM messages`;

function toInboxMessage({ received_at, ...row }: InboxRow): InboxMessage {
  return { ...row, receivedAt: received_at.toISOString() };
}

function dialect(values: unknown[]): SqlDialect {
  return {
    param: (value) => `$${values.push(value)}`,
    // lower() folds by the database's character type (C.UTF-8 and the usual locales fold 'É' too).
    holds: (column, needle) => `strpos(lower(${column}), lower(${needle}::text)) > 0`,
  };
}

export function postgresInbox(pool: Pool, log: (line: string) => void): InboxMethods {
  const query = async <Row extends object>(filter: MessageFilter, head: string, tail: (sql: SqlDialect) => string = () => "") => {
    const values: unknown[] = [];
    const sql = dialect(values);
    const where = whereOf(filter, sql);
    return (await pool.query<Row>(`${head} ${where} ${tail(sql)}`, values)).rows;
  };

  return {
    async list(filter = {}) {
      const { limit, offset = 0 } = filter;
      const page = (sql: SqlDialect) =>
        `ORDER BY received_at DESC, seq DESC LIMIT ${sql.param(limit ?? null)} OFFSET ${sql.param(offset)}`;
      return (await query<InboxRow>(filter, SELECT, page)).map(toInboxMessage);
    },
    async count(filter = {}) {
      const [row] = await query<{ count: string }>(filter, "SELECT COUNT(*) AS count FROM messages");
      return Number(row?.count ?? 0);
    },
    async find(id) {
      const { rows } = await pool.query<InboxRow>(`${SELECT} WHERE id = $1`, [id]);
      return rows[0] && toInboxMessage(rows[0]);
    },
    async mark(id, to, at) {
      const { rowCount } = await pool.query(markSql({ id: "$1", mark: "$2::text", at: "$3::timestamptz" }), [id, to, at]);
      return rowCount === 1;
    },
    async delete(id) {
      // A message being emailed right now (its row locked for the outbox, decision 007) still goes out.
      const { rowCount } = await pool.query("DELETE FROM messages WHERE id = $1", [id]);
      if (rowCount !== 1) return false;
      // The row stays in its page as a dead tuple until a vacuum prunes it; this one prunes it now
      // rather than at autovacuum's leisure. What it cannot reach (free space not yet reused, the WAL,
      // backups) is in docs/messages.md#deleting-a-message.
      await pool.query("VACUUM messages").catch((error: unknown) => log(`VACUUM after a deletion failed: ${String(error)}`));
      return true;
    },
    async countByState() {
      const counts = noMessagesByState();
      const { rows } = await pool.query<{ state: InboxState; count: string }>(
        `SELECT ${INBOX_STATE_SQL} AS state, COUNT(*) AS count FROM messages GROUP BY 1`,
      );
      for (const { state, count } of rows) counts[state] = Number(count);
      return counts;
    },
  };
}
