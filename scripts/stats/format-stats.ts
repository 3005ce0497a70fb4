import Table from "cli-table3";
import { harmlessJson, harmlessText } from "#server/messages/harmless-text.ts";
import type { Dashboard } from "#server/views/view-store.ts";

/** 95 → "1m 35s"; undefined (no view reported one) → "–". */
export function formatSeconds(seconds: number | undefined): string {
  if (seconds === undefined) return "–";
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  return seconds % 60 === 0 ? `${minutes}m` : `${minutes}m ${seconds % 60}s`;
}

const formatDepth = (depth: number | undefined) => (depth === undefined ? "–" : `${depth}%`);

/** The pages as a text table, one line per path, under a line of the range's totals. */
export function formatStatsTable(dashboard: Dashboard): string {
  const views = dashboard.perDay.reduce((sum, day) => sum + day.views, 0);
  const visitors = dashboard.perDay.reduce((sum, day) => sum + day.visitors, 0);
  const heading =
    `Reading statistics, the last ${dashboard.days} day${dashboard.days === 1 ? "" : "s"} ` +
    `(${dashboard.from} to ${dashboard.to}, ${dashboard.timeZone}): ${views} views, ${visitors} visitors (counted per day).`;
  if (dashboard.pages.length === 0) return `${heading}\nNo page views.`;
  const table = new Table({
    head: ["Path", "Views", "Visitors", "Median depth", "Median time"],
    colAligns: ["left", "right", "right", "right", "right"],
    style: { head: [], border: [] },
  });
  for (const page of dashboard.pages) {
    // Paths are the site's own, checked as they came in; written harmless all the same, as anything stored.
    table.push([
      harmlessText(page.path),
      page.views,
      page.visitors,
      formatDepth(page.medianDepth),
      formatSeconds(page.medianSeconds),
    ]);
  }
  return `${heading}\n${table.toString()}`;
}

/** Everything readDashboard returns, with what visitors sent (utm sources, referrers) made harmless for a terminal. */
export function formatStatsJson(dashboard: Dashboard): string {
  return harmlessJson(dashboard);
}
