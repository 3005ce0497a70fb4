/** @jsxImportSource hono/jsx */
// The dashboard's tables: top pages, where visitors came from, and what each share link's recipient
// read (docs/product.md#dashboard).
import type { Dashboard } from "../../views/view-store.ts";
import { formatCount, formatDepth, formatReadAt, formatSeconds } from "./dashboard-format.ts";
import type { PageTitles } from "./page-titles.ts";

const EMPTY_RANGE_TEXT = "Nothing yet in this range.";

export function PagesTable({ pages, titles }: { pages: Dashboard["pages"]; titles: PageTitles }) {
  if (pages.length === 0) return <p class="room-muted">{EMPTY_RANGE_TEXT}</p>;
  return (
    <div class="room-table-wrap">
      <table class="room-table">
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col" class="room-number">
              Views
            </th>
            <th scope="col" class="room-number">
              Visitors
            </th>
            <th scope="col" class="room-number">
              Median read depth
            </th>
            <th scope="col" class="room-number">
              Median time
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.path}>
              <th scope="row">
                <a href={page.path}>{titles(page.path) ?? page.path}</a>
                {titles(page.path) && <span class="room-muted dashboard-path">{page.path}</span>}
              </th>
              <td class="room-number">{formatCount(page.views)}</td>
              <td class="room-number">{formatCount(page.visitors)}</td>
              <td class="room-number">{formatDepth(page.medianDepth)}</td>
              <td class="room-number">{formatSeconds(page.medianSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CountTable({ rows, heading }: { rows: { name: string; views: number }[]; heading: string }) {
  if (rows.length === 0) return <p class="room-muted">{EMPTY_RANGE_TEXT}</p>;
  return (
    <div class="room-table-wrap">
      <table class="room-table">
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col" class="room-number">
              Views
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td class="room-number">{formatCount(row.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Acme hiring read 80% of Appointment booking, Tuesday 14:02', one line per view. */
export function LinkActivityList({
  links,
  titles,
  now,
  timeZone,
}: {
  links: Dashboard["links"];
  titles: PageTitles;
  now: Date;
  timeZone: string;
}) {
  if (links.length === 0) return <p class="room-muted">No share link was used in this range.</p>;
  return (
    <ul class="room-cards">
      {links.map((link) => (
        <li key={link.linkId} class="room-card">
          <h3 class="dashboard-link__label">{link.label}</h3>
          <p class="room-muted">
            {formatCount(link.views)} {link.views === 1 ? "view" : "views"} through this link
          </p>
          <ul class="dashboard-reads">
            {link.reads.map((read) => (
              <li key={`${read.path}-${read.at.toISOString()}`}>
                {readSentence(link.label, read.depth, titles(read.path) ?? read.path)}
                {", "}
                <time datetime={read.at.toISOString()}>{formatReadAt(read.at, now, timeZone)}</time>
                {read.seconds !== undefined && <span class="room-muted"> ({formatSeconds(read.seconds)} on the page)</span>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function readSentence(label: string, depth: number | undefined, title: string): string {
  return depth === undefined ? `${label} opened ${title}` : `${label} read ${formatDepth(depth)} of ${title}`;
}
