import { parseArgs } from "node:util";
import { MESSAGE_STATUSES, type MessageFilter, type MessageStatus } from "#server/messages/message-store.ts";

export type OutputFormat = "table" | "json" | "csv";

export interface MessageQuery {
  format: OutputFormat;
  filter: MessageFilter;
}

export const USAGE = `Usage: npm run messages [-- options]

Prints the stored messages, newest first, from the server's store: the PostgreSQL
database in DATABASE_URL when it is set, otherwise the SQLite file in DATA_DIR (default ./data).

  --json             a JSON array (id, receivedAt, email, subject, message, status, state)
  --csv              CSV with a header row
  --status STATUS    only queued, sent, failed, spam or held messages (held: sent
                     without a proof of work, kept and not emailed; see README)
                     The state column is the owner's room's: new, read, handled,
                     held or spam (docs/messages.md)
  --since WHEN       only messages received since a date (2026-11-01, 2026-11-01T09:00Z)
                     or a time ago (30m, 24h, 7d)
  --release ID       queue the held message ID for email to you, as if it had come with a proof
  --backup FILE      copy the store to FILE, safely while the server runs
  --help             this text`;

const AGO = /^(\d+)(m|h|d)$/;
const AGO_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A date (anything Date.parse reads as ISO 8601) or an amount of time before `now`. */
export function parseSince(value: string, now: Date): Date | undefined {
  const ago = AGO.exec(value);
  if (ago) return new Date(now.getTime() - Number(ago[1]) * AGO_MS[ago[2] as keyof typeof AGO_MS]);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Reads the command line; throws an Error with a sentence for the owner when it makes no sense. */
export function parseMessageQuery(
  args: string[],
  now = new Date(),
): MessageQuery | "help" | { backup: string } | { release: string } {
  const { values } = parseArgs({
    args,
    options: {
      json: { type: "boolean", default: false },
      csv: { type: "boolean", default: false },
      status: { type: "string" },
      since: { type: "string" },
      backup: { type: "string" },
      release: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) return "help";
  if (values.backup !== undefined) {
    if (!values.backup.trim()) throw new Error("--backup needs a file name, such as backups/messages-2026-11-22.sqlite.");
    return { backup: values.backup };
  }
  if (values.release !== undefined) {
    if (!values.release.trim()) throw new Error("--release needs the id of a held message, as `--status held` lists them.");
    return { release: values.release.trim() };
  }
  if (values.json && values.csv) throw new Error("Choose one of --json and --csv.");
  const filter: MessageFilter = {};
  if (values.status !== undefined) {
    if (!(MESSAGE_STATUSES as readonly string[]).includes(values.status)) {
      throw new Error(`--status must be one of ${MESSAGE_STATUSES.join(", ")}; got "${values.status}".`);
    }
    filter.status = values.status as MessageStatus;
  }
  if (values.since !== undefined) {
    const since = parseSince(values.since, now);
    if (!since) throw new Error(`--since must be a date such as 2026-11-01 or a time ago such as 7d; got "${values.since}".`);
    filter.since = since;
  }
  return { format: values.json ? "json" : values.csv ? "csv" : "table", filter };
}
