// The room's sections, assembled from what the server opened (start-server.ts): each registers its
// pages on the room (owner-room.ts).
import type { PrivateWork } from "../access/private-work.ts";
import type { MessageStore } from "../messages/message-store.ts";
import type { Pages } from "../pages.ts";
import type { ViewStore } from "../views/view-store.ts";
import { dashboardSection } from "./dashboard/dashboard-section.tsx";
import { pageTitlesOf } from "./dashboard/page-titles.ts";
import { inboxSection } from "./inbox/inbox-routes.tsx";
import type { RoomSectionRoutes } from "./owner-room.ts";

export interface RoomSectionDeps {
  pages: Pages;
  privateWork: PrivateWork;
  views: ViewStore;
  store: MessageStore;
  /** Whether email delivery is on (SMTP_URL and MAIL_TO set). */
  mailOn: boolean;
  /** Wakes the outbox (a released message goes at once). */
  kickOutbox?: () => void;
  /** The statistics' time zone (STATS_TIME_ZONE), in which the inbox shows times too. */
  timeZone?: string;
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
  now,
}: RoomSectionDeps): RoomSectionRoutes[] {
  const titles = pageTitlesOf(pages, privateWork);
  return [dashboardSection({ views, titles, now }), inboxSection({ store, mailOn, onReleased: kickOutbox, timeZone, now })];
}
