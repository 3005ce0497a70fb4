// The room's sections, assembled from what the server opened (start-server.ts): each registers its
// pages on the room (owner-room.ts).
import type { AccessStore } from "../access/access-store.ts";
import type { PrivateWork } from "../access/private-work.ts";
import type { MessageStore } from "../messages/message-store.ts";
import type { Pages } from "../pages.ts";
import { DASHBOARD_RANGES, type ViewStore } from "../views/view-store.ts";
import { dashboardSection } from "./dashboard/dashboard-section.tsx";
import { type PageTitles, pageTitlesOf } from "./dashboard/page-titles.ts";
import { inboxSection } from "./inbox/inbox-routes.tsx";
import type { LinkReads } from "./links/link-view.ts";
import { linksSection } from "./links/links-section.ts";
import type { RoomSectionRoutes } from "./owner-room.ts";
import type { OwnerStore } from "./owner-store.ts";

export interface RoomSectionDeps {
  pages: Pages;
  privateWork: PrivateWork;
  views: ViewStore;
  store: MessageStore;
  /** Whether email delivery is on (SMTP_URL and MAIL_TO set). */
  mailOn: boolean;
  /** Wakes the outbox (a released message goes at once). */
  kickOutbox?: () => void;
  /** The statistics' time zone (site.yaml's statistics.timeZone), in which the inbox shows times too. */
  timeZone?: string;
  /** Share links: made and withdrawn in the access store; the owner store's sign-in budget shown beside. */
  access?: AccessStore;
  owner?: OwnerStore;
  /** The site's public origin (content/site.yaml's url), where a share link is opened. */
  siteOrigin?: string;
  now?: () => Date;
}

export function roomSections({
  pages,
  privateWork,
  views,
  store,
  mailOn,
  kickOutbox,
  timeZone,
  access,
  owner,
  siteOrigin,
  now,
}: RoomSectionDeps): RoomSectionRoutes[] {
  const titles = pageTitlesOf(pages, privateWork);
  const sections = [
    dashboardSection({ views, titles, now }),
    inboxSection({ store, mailOn, onReleased: kickOutbox, timeZone, now }),
  ];
  if (access) sections.push(linksSection({ access, privateWork, owner, siteOrigin, reads: readsOf(views, titles), now }));
  return sections;
}

/** What was read through each link, from the reading statistics' longest range (their raw views' retention). */
export function readsOf(views: Pick<ViewStore, "readDashboard">, titles: PageTitles): LinkReads {
  return async () => {
    const { links } = await views.readDashboard({ days: DASHBOARD_RANGES[DASHBOARD_RANGES.length - 1] ?? 90 });
    return new Map(
      links.map(({ linkId, reads }) => [
        linkId,
        reads.map(({ path, at, depth, seconds }) => ({ path, title: titles(path) ?? path, depthPercent: depth, seconds, at })),
      ]),
    );
  };
}
