import Table from "cli-table3";
import { stringify } from "csv-stringify/sync";
import { harmlessJson, harmlessText } from "#server/messages/harmless-text.ts";
import type { InboxMessage } from "#server/messages/message-store.ts";
import type { OutputFormat } from "./message-query.ts";
import { spreadsheetSafeCell } from "./spreadsheet-safe-cell.ts";

// `state` is the inbox's (new, read, handled, held, spam: docs/product.md#inbox), as the room shows it;
// `status` is the store's, email delivery's included (queued, sent, failed, spam, held).
const FIELDS = ["id", "receivedAt", "email", "subject", "message", "status", "state"] as const;
const PREVIEW_LENGTH = 60;
// With email off a queued message waits for nothing (docs/messages.md#reading-them): the table says
// so in words. --json, --csv and --status keep the store's `queued`, which scripts read.
const STORED_ONLY = "stored (email off)";

// One line, so a newline or tab never breaks the table's rows; cut before the escapes are written out, so none is cut in half.
function preview(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return harmlessText(line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line);
}

function formatTable(messages: InboxMessage[], mailOn: boolean): string {
  if (messages.length === 0) return "No messages.";
  const table = new Table({
    head: ["Received (UTC)", "State", "Status", "From", "Subject", "Message"],
    style: { head: [], border: [] },
  });
  for (const message of messages) {
    table.push([
      message.receivedAt.slice(0, 16).replace("T", " "),
      harmlessText(message.state),
      harmlessText(message.status === "queued" && !mailOn ? STORED_ONLY : message.status),
      harmlessText(message.email),
      preview(message.subject),
      preview(message.message),
    ]);
  }
  const count = `${messages.length} message${messages.length === 1 ? "" : "s"}, newest first.`;
  return `${table.toString()}\n${count}`;
}

/** One message's fields by name, each through `cell`. */
function rowOf(message: InboxMessage, cell: (text: string) => string = (text) => text): Record<string, string> {
  return Object.fromEntries(FIELDS.map((field) => [field, cell(message[field])]));
}

const csvCell = (text: string) => spreadsheetSafeCell(harmlessText(text));

/**
 * The messages as the owner asked for them: a readable table, a JSON array or CSV. Every format is
 * printed harmlessly (harmless-text.ts): what a visitor wrote can neither drive the terminal nor,
 * in CSV, run as a spreadsheet formula. `mailOn`: whether the server emails queued messages
 * (server/config.ts, loadMailOn).
 */
export function formatMessages(messages: InboxMessage[], format: OutputFormat, { mailOn = true } = {}): string {
  if (format === "json") return harmlessJson(messages.map((message) => rowOf(message)));
  if (format === "csv") {
    return stringify(
      messages.map((message) => rowOf(message, csvCell)),
      { header: true, columns: [...FIELDS] },
    ).trimEnd();
  }
  return formatTable(messages, mailOn);
}
