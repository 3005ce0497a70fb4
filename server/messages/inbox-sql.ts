// The inbox's SQL that both stores share (sqlite-inbox.ts, postgres-inbox.ts): what a message's
// state is, and which messages a filter finds. Each store says how it writes a parameter and how it
// looks for text whatever its case, so the two find the same messages.
import type { MessageFilter, MessageStore } from "./message-store.ts";

/** What each store's inbox module adds to it. */
export type InboxMethods = Pick<MessageStore, "list" | "count" | "find" | "mark" | "delete" | "countByState">;

/** A message's InboxState from its columns: held and spam by status, then the owner's marks. */
export const INBOX_STATE_SQL = `CASE WHEN status IN ('held', 'spam') THEN status
  WHEN handled_at IS NOT NULL THEN 'handled' WHEN read_at IS NOT NULL THEN 'read' ELSE 'new' END`;

/** Sets the owner's mark ('new', 'read' or 'handled'); 'handled' keeps the message read. Held and spam take none. */
export function markSql(param: { id: string; mark: string; at: string }): string {
  return `UPDATE messages SET
     read_at = CASE WHEN ${param.mark} = 'new' THEN NULL ELSE COALESCE(read_at, ${param.at}) END,
     handled_at = CASE WHEN ${param.mark} = 'handled' THEN COALESCE(handled_at, ${param.at}) ELSE NULL END
   WHERE id = ${param.id} AND status NOT IN ('held', 'spam')`;
}

export interface SqlDialect {
  /** Adds a value to the query's parameters and returns its placeholder. */
  param(value: unknown): string;
  /** True where the text in `column` holds the text of `needle`, whatever the case of either. */
  holds(column: string, needle: string): string;
}

/** The filter as a WHERE clause (or nothing), its values passed as parameters, never written into the SQL. */
export function whereOf({ status, since, withoutSpam, search }: MessageFilter, sql: SqlDialect): string {
  const conditions: string[] = [];
  if (status) conditions.push(`status = ${sql.param(status)}`);
  if (since) conditions.push(`received_at >= ${sql.param(since)}`);
  if (withoutSpam) conditions.push("status <> 'spam'");
  if (search) {
    const needle = sql.param(search);
    conditions.push(`(${["email", "subject", "message"].map((column) => sql.holds(column, needle)).join(" OR ")})`);
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
}
