// Reading statistics as a visitor's browser sends them (docs/product.md#reading-statistics): the real
// beacon in Chromium, answered by the built server, read back from its SQLite store.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContextOptions, Page } from "@playwright/test";
import { openDatabase } from "#server/messages/sqlite-driver.ts";
import { spawnServer } from "#server/test-support/spawn-server.ts";
import { expect, test } from "./test-support/fixtures.ts";

const CASE_STUDY = "/case-studies/appointment-booking-recipient-cards";
const BUILT_SERVER = path.join(import.meta.dirname, "../build/server/index.js");

interface StoredView {
  id: string;
  path: string;
  source: string | null;
  depth: number | null;
  seconds: number | null;
}

function storedViews(where: string, value: string, dataDir = process.env.E2E_DATA_DIR ?? ""): StoredView[] {
  const db = openDatabase(path.join(dataDir, "messages.sqlite"), { readonly: true });
  try {
    return db.prepare(`SELECT id, path, source, depth, seconds FROM views WHERE ${where} = ?`).all(value) as StoredView[];
  } finally {
    db.close();
  }
}

// A view's start is sent when the browser is next idle, at most 5 s after the page shows
// (docs/product.md#reading-statistics): polls for it wait longer than expect's 5 s.
const START_WAIT = { timeout: 10_000 };
// Two such waits fit in a test.
test.describe.configure({ timeout: 40_000 });

/**
 * Every beacon the page sends, and the server's answer to each. A beacon sent as the page closes has
 * no answer the closed page can report (undefined here); the store shows whether it arrived.
 */
function watchBeacons(page: Page) {
  const sent: { body: { kind: string; view: string; path?: string; depth?: number }; status: Promise<number | undefined> }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/api/views") return;
    sent.push({
      body: JSON.parse(request.postData() ?? "{}"),
      status: request.response().then(
        (response) => response?.status(),
        () => undefined,
      ),
    });
  });
  return sent;
}

async function scrollToTheEnd(page: Page) {
  await page.evaluate(async () => {
    scrollTo(0, document.documentElement.scrollHeight);
    // The beacon measures once a frame.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

test("a case study's view reaches the store with its read depth once left, and the next page is a view of its own", async ({
  page,
}) => {
  // A server of its own: every browser test comes from 127.0.0.1, whose views a day the shared server
  // stops storing at its limit (docs/product.md#reading-statistics) long before a full run ends.
  const dataDir = mkdtempSync(path.join(tmpdir(), "reading-stats-e2e-"));
  const server = await spawnServer(BUILT_SERVER, { DATA_DIR: dataDir });
  const stored = (where: string, value: string) => storedViews(where, value, dataDir);
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
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
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
