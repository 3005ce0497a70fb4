// The owner's inbox over the SQLite file (docs/product.md#inbox): the list with its search and pages,
// the marks, and deletion that leaves no trace of the message in the file or its write-ahead log.
import { INBOX_STATE_SQL, type InboxMethods, markSql, type SqlDialect, whereOf } from "./inbox-sql.ts";
import { type InboxMessage, type InboxState, type MessageFilter, noMessagesByState } from "./message-store.ts";
import type { Database } from "./sqlite-driver.ts";

const SELECT = `SELECT id, received_at AS receivedAt, email, subject, message, status, attempts,
  ${INBOX_STATE_SQL} AS state FROM messages`;

// SQLite's own lower() and LIKE fold ASCII letters only; JavaScript's toLowerCase folds 'É' as
// PostgreSQL's lower() does, so a search finds the same messages in either store.
const FOLD = "inbox_casefold";

// Named parameters (@p1, @p2…): the search's one value is named three times.
function dialect(values: Record<string, unknown>): SqlDialect {
  return {
    param(value) {
      const name = `p${Object.keys(values).length + 1}`;
      values[name] = value instanceof Date ? value.toISOString() : value;
      return `@${name}`;
    },
    holds: (column, needle) => `instr(${FOLD}(${column}), ${FOLD}(${needle})) > 0`,
  };
}

/**
 * The inbox's methods on the store's connection, which must have `secure_delete` on (sqlite-store.ts):
 * then SQLite overwrites with zeros what a delete, or an update that moves a row, leaves behind.
 */
export function sqliteInbox(db: Database, log: (line: string) => void): InboxMethods {
  db.function(FOLD, { deterministic: true }, (text: unknown) => (typeof text === "string" ? text.toLowerCase() : text));
  const selectOne = db.prepare(`${SELECT} WHERE id = ?`);
  const mark = db.prepare(markSql({ id: "@id", mark: "@mark", at: "@at" }));
  const remove = db.prepare("DELETE FROM messages WHERE id = ?");
  const selectStates = db.prepare(`SELECT ${INBOX_STATE_SQL} AS state, COUNT(*) AS count FROM messages GROUP BY 1`);

  const query = (filter: MessageFilter, head: string, tail: (sql: SqlDialect) => string = () => "") => {
    const values: Record<string, unknown> = {};
    const sql = dialect(values);
    const where = whereOf(filter, sql);
    return db.prepare(`${head} ${where} ${tail(sql)}`).all(values);
  };

  return {
    async list(filter = {}) {
      // LIMIT -1: no limit, in SQLite's words.
      const { limit = -1, offset = 0 } = filter;
      const page = (sql: SqlDialect) =>
        `ORDER BY received_at DESC, rowid DESC LIMIT ${sql.param(limit)} OFFSET ${sql.param(offset)}`;
      return query(filter, SELECT, page) as InboxMessage[];
    },
    async count(filter = {}) {
      return (query(filter, "SELECT COUNT(*) AS count FROM messages")[0] as { count: number }).count;
    },
    async find(id) {
      return selectOne.get(id) as InboxMessage | undefined;
    },
    async mark(id, to, at) {
      return mark.run({ id, mark: to, at: at.toISOString() }).changes === 1;
    },
    async delete(id) {
      if (remove.run(id).changes === 0) return false;
      // The deleted row's page, zeroed, is now the newest copy in the WAL, while older frames there
      // may still hold the text: TRUNCATE copies the newest pages into the file and empties the WAL.
      const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
      if (result?.busy)
        log("A deleted message's old copies stay in messages.sqlite-wal until the next checkpoint: a reader held it.");
      return true;
    },
    async countByState() {
      const counts = noMessagesByState();
      for (const { state, count } of selectStates.all() as { state: InboxState; count: number }[]) counts[state] = count;
      return counts;
    },
  };
}
