import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { GROUP_VIEWS_A_DAY } from "#src/lib/statistics-bounds.ts";
import { OWNER_MARKER_COOKIE } from "../owner/owner-marker.ts";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import { SECRET_SLUG, SILENT_SLUG } from "../test-support/make-private-output.ts";
import { BROWSER, cookieHeader, SAME_ORIGIN, sessionIdSetBy, withAccess } from "../test-support/private-requests.ts";
import { OTHER_ENTRY } from "./view-store.ts";

const setUpApp = cleanedUpPerTest();
const NOW = new Date("2026-11-24T13:02:00.000Z");

function setUp(trustProxy = false) {
  const testApp = withAccess(setUpApp({ withPrivateWork: true, withViews: true, now: () => NOW, trustProxy }));
  const views = testApp.views;
  if (!views) throw new Error("The test app has no views store.");
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    testApp.app.request("/api/views", {
      method: "POST",
      // As navigator.sendBeacon sends a string.
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER["User-Agent"], ...SAME_ORIGIN, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const counted = async () => (await views.readDashboard({ days: 7 })).perDay.at(-1)?.views;
  return { ...testApp, views, send, counted };
}

const start = (path = "/case-studies/real-one") => ({ kind: "start", view: randomUUID(), path });
const from = (address: string) => ({ "X-Forwarded-For": address });

test("a page view is stored and answered 204 with no cookie; its update gives the page's median depth and time", async () => {
  const { send, views } = setUp(true);
  const view = { ...start(), referrer: "WWW.LinkedIn.com", source: "newsletter" };
  const started = await send(view, from("203.0.113.7"));
  expect(started.status).toBe(204);
  expect(started.headers.getSetCookie()).toEqual([]);
  expect((await send({ kind: "update", view: view.view, seconds: 42, depth: 80 }, from("203.0.113.7"))).status).toBe(204);
  // A second visitor by the same link, so it is shown (one visitor's values are 'Other').
  expect((await send({ ...view, view: randomUUID() }, from("198.51.100.2"))).status).toBe(204);
  const dashboard = await views.readDashboard({ days: 7 });
  expect(dashboard.pages).toEqual([
    { path: "/case-studies/real-one", views: 2, visitors: 2, medianDepth: 80, medianSeconds: 40 },
  ]);
  expect(dashboard.referrers).toEqual([{ host: "www.linkedin.com", views: 2 }]);
  expect(dashboard.sources).toEqual([{ source: "newsletter", views: 2 }]);
});

test("a utm_source that looks like an email or IP address, or is not plain text, is not kept; the view is counted", async () => {
  const { send, views, counted } = setUp(true);
  for (const source of [
    "ana@example.com",
    "mailto:Ana.Lima+jobs@example.co.uk",
    "203.0.113.7",
    "2001:db8::1",
    "[2001:db8::1]:443",
    "203.0.113.7:8080",
    "a\u0000b",
    "spring\u200bsale",
    "x".repeat(101),
  ]) {
    expect((await send({ ...start(), source })).status).toBe(204);
  }
  // Each kept one from two visitors, so the dashboard shows it.
  for (const address of ["203.0.113.7", "198.51.100.2"]) {
    expect((await send({ ...start(), source: "newsletter-2026" }, from(address))).status).toBe(204);
    // 99 letters and an emoji are 100 characters, whatever UTF-16 makes of them.
    expect((await send({ ...start(), source: `${"a".repeat(99)}😀` }, from(address))).status).toBe(204);
  }
  expect(await counted()).toBe(13);
  expect((await views.readDashboard({ days: 7 })).sources).toEqual([
    { source: `${"a".repeat(99)}😀`, views: 2 },
    { source: "newsletter-2026", views: 2 },
  ]);
});

test("Do Not Track, Global Privacy Control, a bot, no browser and the owner's own browser are answered 204 and not counted", async () => {
  const { send, counted } = setUp();
  const refused: Record<string, string>[] = [
    { DNT: "1" },
    { "Sec-GPC": "1" },
    { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    { "User-Agent": "" },
    { Cookie: `${OWNER_MARKER_COOKIE}=1` },
  ];
  for (const headers of refused) expect((await send(start(), headers)).status, JSON.stringify(headers)).toBe(204);
  expect(await counted()).toBe(0);
  expect((await send(start(), { DNT: "0" })).status).toBe(204);
  expect(await counted()).toBe(1);
});

test("bad bodies and paths that are not the site's pages get 400 with a JSON error, and nothing is stored", async () => {
  const { send, counted } = setUp();
  const bad: unknown[] = [
    "not json",
    "[]",
    { ...start(), view: "not-a-uuid" },
    { ...start(), extra: "field" },
    { ...start(), path: "/no/such/page" },
    { ...start(), path: "https://elsewhere.example/" },
    { ...start(), referrer: "<script>" },
    { kind: "update", view: randomUUID(), seconds: -1 },
    { kind: "update", view: randomUUID(), seconds: 5, depth: 101 },
    { kind: "leave", view: randomUUID() },
  ];
  for (const body of bad) {
    const response = await send(body);
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: expect.stringMatching(/^The beacon/) });
  }
  expect((await send({ ...start(), source: "x".repeat(2000) })).status).toBe(413);
  expect((await send(start(), { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
  expect((await send(start(), { Origin: "https://elsewhere.example" })).status).toBe(403);
  expect(await counted()).toBe(0);
});

test("each address (an IPv6 /64 as one) is limited to 120 beacons a minute; past it they are dropped", async () => {
  const { send, views } = setUp(true);
  const view = start();
  const seconds = async () => (await views.readDashboard({ days: 7 })).pages[0]?.medianSeconds;
  expect((await send(view, from("2001:db8:1:2::1"))).status).toBe(204);
  // Updates, which the day's limit on stored views does not count.
  for (let index = 1; index < 120; index++) {
    expect((await send({ kind: "update", view: view.view, seconds: 10 }, from(`2001:db8:1:2::${index}`))).status).toBe(204);
  }
  expect((await send({ kind: "update", view: view.view, seconds: 600 }, from("2001:db8:1:2:ffff::1"))).status).toBe(204);
  expect(await seconds()).toBe(10);
  expect((await send({ kind: "update", view: view.view, seconds: 600 }, from("2001:db8:1:3::1"))).status).toBe(204);
  expect(await seconds()).toBe(600);
});

test(`each address group stores at most ${GROUP_VIEWS_A_DAY} views a day, however often its browser's signature changes`, async () => {
  const { send, views } = setUp(true);
  for (let index = 0; index < GROUP_VIEWS_A_DAY + 10; index++) {
    const userAgent = `${BROWSER["User-Agent"]} Build/${index}`;
    expect((await send(start(), { ...from(`2001:db8:7:7::${index}`), "User-Agent": userAgent })).status).toBe(204);
  }
  expect((await views.readDashboard({ days: 7 })).perDay.at(-1)).toMatchObject({
    views: GROUP_VIEWS_A_DAY,
    visitors: GROUP_VIEWS_A_DAY,
  });
  expect((await send(start(), from("203.0.113.7"))).status).toBe(204);
  expect((await views.readDashboard({ days: 7 })).perDay.at(-1)?.views).toBe(GROUP_VIEWS_A_DAY + 1);
});

test(`a share link's reader counts against the link's own ${GROUP_VIEWS_A_DAY} a day, even from an address past its own`, async () => {
  const { app, access, send, counted } = setUp(true);
  const office = from("203.0.113.7");
  for (let index = 0; index < GROUP_VIEWS_A_DAY; index++) await send(start(), office);
  expect(await counted()).toBe(GROUP_VIEWS_A_DAY);
  expect((await send(start(), office)).status).toBe(204);
  expect(await counted()).toBe(GROUP_VIEWS_A_DAY);

  const link = await access.createLink({ label: "Acme hiring" });
  const session = cookieHeader(
    sessionIdSetBy(await app.request(`/s/${link.token}`, { headers: { ...BROWSER, ...office } })) ?? "",
  );
  // A few: the address's 120 beacons a minute still hold for everyone.
  for (let index = 0; index < 5; index++) {
    expect((await send(start(`/case-studies/${SECRET_SLUG}`), { ...office, ...session })).status).toBe(204);
  }
  expect(await counted()).toBe(GROUP_VIEWS_A_DAY + 5);
});

test("a referrer is a host name with an optional port of at most 65535; another is refused with 400", async () => {
  const { send, views } = setUp(true);
  for (const referrer of [
    "spam.example:99999",
    "spam.example:123456",
    "-spam.example",
    "spam..example",
    "a_b.example",
    `${"a".repeat(64)}.example`,
  ]) {
    const response = await send({ ...start(), referrer }, from("203.0.113.7"));
    expect(response.status, referrer).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("referrer") });
  }
  for (const address of ["203.0.113.7", "198.51.100.2"]) {
    expect((await send({ ...start(), referrer: "Portfolio.Example:65535" }, from(address))).status).toBe(204);
  }
  expect((await views.readDashboard({ days: 7 })).referrers).toEqual([{ host: "portfolio.example:65535", views: 2 }]);
});

test("a referrer or source only one visitor sent is shown as 'Other', whatever browsers it came from", async () => {
  const { send, views } = setUp(true);
  for (const userAgent of ["Firefox/1", "Firefox/2"]) {
    const headers = { ...from("203.0.113.7"), "User-Agent": `${BROWSER["User-Agent"]} ${userAgent}` };
    expect((await send({ ...start(), referrer: "spam.example", source: "spam" }, headers)).status).toBe(204);
  }
  const { referrers, sources } = await views.readDashboard({ days: 7 });
  expect([referrers, sources]).toEqual([[{ host: OTHER_ENTRY, views: 2 }], [{ source: OTHER_ENTRY, views: 2 }]]);
});

test("a view through a share link keeps the link, so the owner sees its label, page and depth", async () => {
  const { app, access, send, views } = setUp();
  const link = await access.createLink({ label: "Acme hiring" });
  const session = cookieHeader(sessionIdSetBy(await app.request(`/s/${link.token}`, { headers: BROWSER })) ?? "");
  const view = start(`/case-studies/${SECRET_SLUG}`);
  expect((await send(view, session)).status).toBe(204);
  expect((await send({ kind: "update", view: view.view, seconds: 300, depth: 80 }, session)).status).toBe(204);
  expect((await views.readDashboard({ days: 7 })).links).toEqual([
    {
      linkId: link.id,
      label: "Acme hiring",
      views: 1,
      reads: [{ path: `/case-studies/${SECRET_SLUG}`, at: NOW, depth: 80, seconds: 300 }],
    },
  ]);
});

test("a hidden case study's view is, to a visitor without its grant, as unknown as no page at all", async () => {
  const { app, access, send, counted } = setUp();
  const hidden = `/case-studies/${SILENT_SLUG}`;
  const [unknown, withoutGrant] = [await send(start("/case-studies/no-such-one")), await send(start(hidden))];
  expect([unknown.status, withoutGrant.status]).toEqual([400, 400]);
  expect(await withoutGrant.json()).toEqual(await unknown.json());
  // A teaser shows anyone the protected case study exists: its views count.
  expect((await send(start(`/case-studies/${SECRET_SLUG}`))).status).toBe(204);
  const link = await access.createLink({ label: "Acme hiring" });
  const session = cookieHeader(sessionIdSetBy(await app.request(`/s/${link.token}`, { headers: BROWSER })) ?? "");
  expect((await send(start(hidden), session)).status).toBe(204);
  expect(await counted()).toBe(2);
});

test("a view's update counts whatever User-Agent carries it, as the page's last beacon may leave without the page's", async () => {
  const { send, views } = setUp();
  const view = start();
  expect((await send(view)).status).toBe(204);
  // Sent once a full navigation had begun: the browser's own User-Agent, here an automated Chromium's.
  const headless =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36";
  expect((await send({ kind: "update", view: view.view, seconds: 42, depth: 80 }, { "User-Agent": headless })).status).toBe(204);
  expect((await views.readDashboard({ days: 7 })).pages).toEqual([
    { path: "/case-studies/real-one", views: 1, visitors: 1, medianDepth: 80, medianSeconds: 40 },
  ]);
  // A bot's view was never stored, so its updates change nothing.
  const bot = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
  const botView = start("/about");
  expect((await send(botView, bot)).status).toBe(204);
  expect((await send({ kind: "update", view: botView.view, seconds: 5 }, bot)).status).toBe(204);
  expect((await views.readDashboard({ days: 7 })).pages.map(({ path }) => path)).toEqual(["/case-studies/real-one"]);
});

test("an update sent right behind its view's start, as a page left before its start went sends them, is kept", async () => {
  const { send, views } = setUp();
  const view = start();
  // Both on their way at once: the start's checks take longer than the update's.
  const answers = await Promise.all([send(view), send({ kind: "update", view: view.view, seconds: 3, depth: 40 })]);
  expect(answers.map(({ status }) => status)).toEqual([204, 204]);
  expect((await views.readDashboard({ days: 7 })).pages).toEqual([
    { path: "/case-studies/real-one", views: 1, visitors: 1, medianDepth: 40, medianSeconds: 3 },
  ]);
});
