import Table from "cli-table3";
import type { LinkSummary } from "#server/access/access-store.ts";
import { harmlessText } from "#server/messages/harmless-text.ts";

const FAILURE_BUDGET = 100;

/** `2026-11-01 09:00`: a time in UTC to the minute, as `npm run messages` shows one. */
export function minuteOf(date: Date | undefined): string {
  return date ? date.toISOString().slice(0, 16).replace("T", " ") : "never";
}

export function scopeText(scope: LinkSummary["scope"]): string {
  return scope === "all" ? "every protected case study" : scope.join(", ");
}

/** The links as a table, newest first, labels printed harmlessly (they could hold anything the owner pasted). */
export function formatLinks(links: LinkSummary[]): string {
  if (links.length === 0) return "No share links.";
  const table = new Table({
    head: ["Id", "Label", "Scope", "Created (UTC)", "Expires (UTC)", "Status", "Opens", "Last opened (UTC)"],
    style: { head: [], border: [] },
  });
  for (const link of links) {
    table.push([
      link.id,
      harmlessText(link.label),
      scopeText(link.scope),
      minuteOf(link.createdAt),
      minuteOf(link.expiresAt),
      link.status,
      String(link.opens),
      minuteOf(link.lastOpenedAt),
    ]);
  }
  return table.toString();
}

export function formatFailures(count: number): string {
  return `Failed password tries in the last hour: ${count} (the site-wide budget is ${FAILURE_BUDGET}; over it, every try waits longer).`;
}
