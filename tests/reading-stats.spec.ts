// Reading statistics as a visitor's browser sends them (docs/product.md#reading-statistics): the real
// beacon in Chromium, answered by the built server, read back from its SQLite store.
import { randomUUID } from "node:crypto";
import type { BrowserContextOptions } from "@playwright/test";
import { expect, test } from "./test-support/fixtures.ts";
import {
  CASE_STUDY,
  START_WAIT,
  scrollToTheEnd,
  startOwnServer,
  storedViews,
  watchBeacons,
} from "./test-support/reading-stats.ts";

// Two waits for a start fit in a test.
test.describe.configure({ timeout: 40_000 });

test("a case study's view reaches the store with its read depth once left, and the next page is a view of its own", async ({
  page,
}) => {
  // A server of its own: every browser test comes from 127.0.0.1, whose views a day the shared server
  // stops storing at its limit (docs/product.md#reading-statistics) long before a full run ends.
  const server = await startOwnServer();
  const stored = (where: "id" | "source", value: string) => storedViews(where, value, server.dataDir);
  try {
    const source = `reading-stats-${randomUUID()}`;
    const beacons = watchBeacons(page);
    await page.goto(`${server.url}${CASE_STUDY}?utm_source=${source}`);
    await expect.poll(() => stored("source", source).length, START_WAIT).toBe(1);
    expect(stored("source", source)[0]).toMatchObject({ path: CASE_STUDY, depth: null });

    await scrollToTheEnd(page);
    // A client-side navigation: the case study's view ends, the About page's begins.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => stored("source", source)[0]?.depth).toBe(100);
    expect(stored("source", source)[0]?.seconds).toBeGreaterThanOrEqual(0);

    // Sent once the new page is shown, which may be a moment after the address changed.
    await expect.poll(() => beacons.some(({ body }) => body.kind === "start" && body.path === "/about"), START_WAIT).toBe(true);
    const about = beacons.find(({ body }) => body.kind === "start" && body.path === "/about");
    await expect
      .poll(() => stored("id", about?.body.view ?? ""))
      .toEqual([{ id: about?.body.view, path: "/about", source: null, depth: null, seconds: null }]);
    for (const beacon of beacons) expect(await beacon.status).toBe(204);
    // Left: the About page's view gets its time (it has no case study body, so no depth).
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => stored("id", about?.body.view ?? "")[0]?.seconds).toBeGreaterThanOrEqual(0);
  } finally {
    await server.stop();
  }
});

for (const [name, header] of [
  ["Do Not Track", { DNT: "1" }],
  ["Global Privacy Control", { "Sec-GPC": "1" }],
] as const) {
  test(`with ${name} the beacons are answered and nothing is stored`, async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: header });
    const page = await context.newPage();
    const beacons = watchBeacons(page);
    const source = `reading-stats-${randomUUID()}`;
    await page.goto(`${CASE_STUDY}?utm_source=${source}`);
    await expect.poll(() => beacons.length, START_WAIT).toBeGreaterThan(0);
    await scrollToTheEnd(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    // The case study's start and update, the About page's start: each answered as any other, none stored.
    await expect.poll(() => beacons.map(({ body }) => body.kind), START_WAIT).toEqual(["start", "update", "start"]);
    for (const beacon of beacons) expect(await beacon.status).toBe(204);
    expect(storedViews("source", source)).toEqual([]);
    for (const { body } of beacons) expect(storedViews("id", body.view)).toEqual([]);
    await context.close();
  });
}

// The owner's browser carries the marker signing in to the room sets (tests/owner-sign-in.spec.ts
// checks that it does); a crawler says what it is in its User-Agent.
const UNCOUNTED: [string, BrowserContextOptions][] = [
  ["a bot", { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
  ["the owner's own browser", { storageState: { cookies: [ownerMarker()], origins: [] } }],
];
for (const [name, setUp] of UNCOUNTED) {
  test(`a view from ${name} is answered and not counted`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...setUp, baseURL });
    const page = await context.newPage();
    const beacons = watchBeacons(page);
    const source = `reading-stats-${randomUUID()}`;
    await page.goto(`${CASE_STUDY}?utm_source=${source}`);
    // The app has started (a click before it would load the next page afresh, and this one send nothing).
    await expect.poll(() => beacons.length, START_WAIT).toBeGreaterThan(0);
    await scrollToTheEnd(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect.poll(() => beacons.map(({ body }) => body.kind), START_WAIT).toEqual(["start", "update", "start"]);
    for (const beacon of beacons) expect(await beacon.status).toBe(204);
    expect(storedViews("source", source)).toEqual([]);
    for (const { body } of beacons) expect(storedViews("id", body.view)).toEqual([]);
    await context.close();
  });
}

function ownerMarker() {
  return {
    name: "owner_marker",
    value: "1",
    domain: "127.0.0.1",
    path: "/",
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: "Lax" as const,
  };
}
