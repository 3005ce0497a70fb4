import Table from "cli-table3";
import { stringify } from "csv-stringify/sync";
import type { StoredMessage } from "../../server/messages/message-store.ts";
import type { OutputFormat } from "./message-query.ts";

const FIELDS = ["id", "receivedAt", "email", "subject", "message", "status"] as const;
const PREVIEW_LENGTH = 60;

function preview(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

function formatTable(messages: StoredMessage[]): string {
  if (messages.length === 0) return "No messages.";
  const table = new Table({ head: ["Received (UTC)", "Status", "From", "Subject", "Message"], style: { head: [], border: [] } });
  for (const message of messages) {
    table.push([
      message.receivedAt.slice(0, 16).replace("T", " "),
      message.status,
      message.email,
      preview(message.subject),
      preview(message.message),
    ]);
  }
  const count = `${messages.length} message${messages.length === 1 ? "" : "s"}, newest first.`;
  return `${table.toString()}\n${count}`;
}

/** The messages as the owner asked for them: a readable table, a JSON array or CSV. */
export function formatMessages(messages: StoredMessage[], format: OutputFormat): string {
  const rows = messages.map((message) => Object.fromEntries(FIELDS.map((field) => [field, message[field]])));
  if (format === "json") return JSON.stringify(rows, null, 2);
  if (format === "csv") return stringify(rows, { header: true, columns: [...FIELDS] }).trimEnd();
  return formatTable(messages);
}
