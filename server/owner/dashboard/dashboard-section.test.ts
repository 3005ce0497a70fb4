import { randomUUID } from "node:crypto";
import { expect, test, vi } from "vitest";
import { loadPrivateWork } from "../../access/private-work.ts";
import { cleanedUpPerTest } from "../../test-support/create-test-app.ts";
import { ownerSessionCookie } from "../../test-support/owner-room-session.ts";
import type { ViewStore } from "../../views/view-store.ts";
import { dashboardSection } from "./dashboard-section.tsx";
import { pageTitlesOf } from "./page-titles.ts";

vi.setConfig({ testTimeout: 20_000 });
const setUp = cleanedUpPerTest();
const NOW = new Date("2026-11-24T14:02:00.000Z");
const now = () => NOW;

/** The room with its dashboard, over the test app's own views and pages (known once the app is made). */
function withDashboard() {
  let made: ReturnType<typeof setUp> | undefined;
  const current = () => {
    if (!made?.views) throw new Error("the app is not made yet");
    return { views: made.views, titles: pageTitlesOf(made.deps.pages, loadPrivateWork(made.deps.clientDir)) };
  };
  made = setUp({
    withOwnerRoom: true,
    withViews: true,
    withPrivateWork: true,
    now,
    roomSections: [
      dashboardSection({
        views: { readDashboard: (options) => current().views.readDashboard(options) },
        titles: (path) => current().titles(path),
        now,
      }),
    ],
  });
  return made;
}

async function view(
  views: ViewStore,
  path: string,
  extra: { linkId?: string; depth?: number; seconds?: number; from?: string } = {},
) {
  const id = randomUUID();
  await views.record({
    kind: "start",
    id,
    path,
    referrerHost: extra.from,
    source: undefined,
    linkId: extra.linkId,
    address: `203.0.113.${Math.floor(Math.random() * 200)}`,
    userAgent: "Mozilla/5.0",
  });
  if (extra.depth !== undefined) await views.record({ kind: "update", id, seconds: extra.seconds ?? 0, depth: extra.depth });
}

test("the dashboard shows views per day as a chart and a table, the top pages and the referrers", async () => {
  const room = withDashboard();
  const { app, owner, views } = room;
  if (!owner || !views) throw new Error("no room");
  await view(views, "/about", { from: "www.linkedin.com" });
  await view(views, "/about", { from: "www.linkedin.com" });
  await view(views, "/case-studies/real-one", { depth: 60, seconds: 90 });
  const response = await app.request("/owner?days=7", { headers: { Cookie: await ownerSessionCookie(room) } });
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const html = await response.text();
  expect(html).toContain("<title>Dashboard · Owner&#39;s room</title>");
  expect(html).toMatch(/<a href="\/owner\?days=7" aria-current="page">7 days<\/a>/);
  expect(html).toContain('<svg viewBox="0 0 720 220" role="img" aria-labelledby="day-chart-title"');
  expect(html).toContain("Visitors and views per day, the last 7 days");
  expect(html).toMatch(
    /<time datetime="2026-11-24">Tue 24 Nov<\/time><\/th><td class="room-number">3<\/td><td class="room-number">3<\/td>/,
  );
  expect(html).toMatch(/<a href="\/about">\/about<\/a><\/th><td class="room-number">2<\/td>/);
  expect(html).toContain('<th scope="row">www.linkedin.com</th>');
  expect(html).toContain("60%");
});

test("a share link's views read as sentences with the link's label, the page's title and the depth", async () => {
  const room = withDashboard();
  const { app, owner, views, access } = room;
  if (!owner || !views || !access) throw new Error("no room");
  const link = await access.createLink({ label: "Acme hiring" });
  await view(views, "/case-studies/secret-one", { linkId: link.id, depth: 80, seconds: 300 });
  const html = await (await app.request("/owner", { headers: { Cookie: await ownerSessionCookie(room) } })).text();
  expect(html).toMatch(/Acme hiring read 80% of [^,<]+, <time datetime="2026-11-24T14:02:00.000Z">Tuesday 14:02<\/time>/);
  expect(html).toContain("(5 min on the page)");
});

test("a range other than 7, 30 or 90 days is refused with a sentence; no session, no dashboard", async () => {
  const room = withDashboard();
  const { app, owner } = room;
  if (!owner) throw new Error("no room");
  const cookie = await ownerSessionCookie(room);
  const bad = await app.request("/owner?days=3650", { headers: { Cookie: cookie } });
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("Choose 7, 30 or 90 days.");
  expect((await app.request("/owner")).status).toBe(303);
});
