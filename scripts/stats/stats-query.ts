import { parseArgs } from "node:util";
import { MAX_DASHBOARD_DAYS } from "#server/views/view-store.ts";

export interface StatsQuery {
  days: number;
  format: "table" | "json";
}

export const DEFAULT_DAYS = 30;

export const USAGE = `Usage: npm run stats [-- options]

Prints the reading statistics (docs/product.md#reading-statistics), one line per page path: views,
visitors, median read depth and median visible time, over the last days up to today, counted in
the time zone of content/site.yaml's statistics settings, as the last build wrote them (CLIENT_DIR). From the server's store: the PostgreSQL database in DATABASE_URL when it is set,
otherwise the SQLite file in DATA_DIR (default ./data).

  --days N    the last N days, today included: 7, 30 or 90 as the dashboard shows, or any
              whole number from 1 to ${MAX_DASHBOARD_DAYS} (default ${DEFAULT_DAYS})
  --json      the dashboard's numbers as JSON: per day, pages, referrers, utm sources, share links
  --help      this text`;

/** Reads the command line; throws an Error with a sentence for the owner when it makes no sense. */
export function parseStatsQuery(args: string[]): StatsQuery | "help" {
  const { values } = parseArgs({
    args,
    options: {
      days: { type: "string" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) return "help";
  const days = values.days === undefined ? DEFAULT_DAYS : Number(values.days);
  if (values.days !== undefined && (!/^\d+$/.test(values.days.trim()) || days < 1 || days > MAX_DASHBOARD_DAYS)) {
    throw new Error(
      `--days must be a whole number from 1 to ${MAX_DASHBOARD_DAYS}, such as 7, 30 or 90; it was "${values.days}".`,
    );
  }
  return { days, format: values.json ? "json" : "table" };
}
