// The room's sections, assembled from what the server opened (start-server.ts): each registers its
// pages on the room (owner-room.ts).
import type { PrivateWork } from "../access/private-work.ts";
import type { Pages } from "../pages.ts";
import type { ViewStore } from "../views/view-store.ts";
import { dashboardSection } from "./dashboard/dashboard-section.tsx";
import { pageTitlesOf } from "./dashboard/page-titles.ts";
import type { RoomSectionRoutes } from "./owner-room.ts";

export interface RoomSectionDeps {
  pages: Pages;
  privateWork: PrivateWork;
  views: ViewStore;
  now?: () => Date;
}

export function roomSections({ pages, privateWork, views, now }: RoomSectionDeps): RoomSectionRoutes[] {
  const titles = pageTitlesOf(pages, privateWork);
  return [dashboardSection({ views, titles, now })];
}
