/** @jsxImportSource hono/jsx */
// The room's first page, /owner (docs/product.md#dashboard): how the work was read over the last
// 7, 30 or 90 days, from the reading statistics (server/views/).
import type { Context } from "hono";
import { DASHBOARD_RANGES, type Dashboard, OTHER_ENTRY, type ViewStore } from "../../views/view-store.ts";
import type { RoomSectionRoutes } from "../owner-room.ts";
import { sendRoomPage } from "../room-page.tsx";
import { formatCount } from "./dashboard-format.ts";
import { CountTable, LinkActivityList, PagesTable } from "./dashboard-tables.tsx";
import { DayChart } from "./day-chart.tsx";
import type { PageTitles } from "./page-titles.ts";

export const DEFAULT_DAYS = 30;
export const BAD_RANGE_TEXT = "Choose 7, 30 or 90 days.";

export interface DashboardDeps {
  views: Pick<ViewStore, "readDashboard">;
  titles: PageTitles;
  now?: () => Date;
}

function daysOf(query: string | undefined): number | undefined {
  if (query === undefined) return DEFAULT_DAYS;
  return DASHBOARD_RANGES.find((days) => String(days) === query);
}

function RangeNav({ days }: { days: number }) {
  return (
    <nav class="dashboard-range" aria-label="Range">
      <ul>
        {DASHBOARD_RANGES.map((range) => (
          <li key={range}>
            <a href={`/owner?days=${range}`} aria-current={range === days ? "page" : undefined}>
              {range} days
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Totals({ dashboard }: { dashboard: Dashboard }) {
  const views = dashboard.perDay.reduce((sum, day) => sum + day.views, 0);
  const visitors = dashboard.perDay.reduce((sum, day) => sum + day.visitors, 0);
  const linkViews = dashboard.links.reduce((sum, link) => sum + link.views, 0);
  return (
    <dl class="dashboard-totals">
      <div>
        <dt>Views</dt>
        <dd>{formatCount(views)}</dd>
      </div>
      <div>
        <dt>Visitors</dt>
        <dd>{formatCount(visitors)}</dd>
      </div>
      <div>
        <dt>Views through share links</dt>
        <dd>{formatCount(linkViews)}</dd>
      </div>
    </dl>
  );
}

/** The 'Other' row sums the values one visitor sent and those past the day's limits on new ones (daily-limits.ts). */
const entryName = (value: string) => (value === OTHER_ENTRY ? "Other" : value);

export function dashboardSection({ views, titles, now = () => new Date() }: DashboardDeps): RoomSectionRoutes {
  return (room) => {
    room.get("/", async (c: Context) => {
      const days = daysOf(c.req.query("days"));
      if (days === undefined) {
        return sendRoomPage(
          c,
          { title: "Dashboard", section: "dashboard", body: <p class="room-alert">{BAD_RANGE_TEXT}</p> },
          400,
        );
      }
      const dashboard = await views.readDashboard({ days });
      const rangeText = `the last ${days} days`;
      const body = (
        <>
          <RangeNav days={days} />
          <p class="room-muted">
            {`From ${dashboard.from} to ${dashboard.to}, days counted in ${dashboard.timeZone}. A visitor is known only within a day, so one who comes back on another day counts again.`}
          </p>
          <Totals dashboard={dashboard} />
          <h2>Visitors and views</h2>
          <DayChart perDay={dashboard.perDay} rangeText={rangeText} />
          <h2>Top pages</h2>
          <PagesTable pages={dashboard.pages} titles={titles} />
          <div class="dashboard-columns">
            <section aria-labelledby="referrers-heading">
              <h2 id="referrers-heading">Where visitors came from</h2>
              <CountTable
                heading="Site"
                rows={dashboard.referrers.map(({ host, views }) => ({ name: entryName(host), views }))}
              />
            </section>
            <section aria-labelledby="sources-heading">
              <h2 id="sources-heading">Campaigns (utm_source)</h2>
              <CountTable
                heading="Source"
                rows={dashboard.sources.map(({ source, views }) => ({ name: entryName(source), views }))}
              />
            </section>
          </div>
          <h2>Share links</h2>
          <LinkActivityList links={dashboard.links} titles={titles} now={now()} timeZone={dashboard.timeZone} />
        </>
      );
      return sendRoomPage(c, { title: "Dashboard", section: "dashboard", body });
    });
  };
}
