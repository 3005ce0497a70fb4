// How far a reader read reaches the server however they leave the page (docs/product.md#reading-statistics):
// a case study read to its end in Chromium, left in each way a reader leaves, and its stored view read
// back from the built server's SQLite file. Firefox and WebKit: tests/cross-browser/reading-stats.test.ts.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { type AnotherSite, startAnotherSite } from "./test-support/another-site.ts";
import { expect, test } from "./test-support/fixtures.ts";
import {
  CASE_STUDY,
  type OwnServer,
  START_WAIT,
  scrollToTheEnd,
  startOwnServer,
  storedViews,
  watchBeacons,
} from "./test-support/reading-stats.ts";

test.describe.configure({ timeout: 40_000 });

// Each test its own server (startOwnServer says why) and another site that links to it.
let server: OwnServer;
let anotherSite: AnotherSite;
test.beforeEach(async () => {
  server = await startOwnServer();
  anotherSite = await startAnotherSite(`${server.url}${CASE_STUDY}`);
});
test.afterEach(async ({ page }) => {
  // Off both sites first: a page of ours still open would send its last beacon to a server gone.
  if (!page.isClosed()) await page.goto("about:blank");
  await anotherSite.close();
  await server.stop();
});

const views = (column: "id" | "source", value: string) => storedViews(column, value, server.dataDir);

/** A case study's address counted under a source of its own, so the test finds its views. */
function caseStudyAddress() {
  const source = `leaving-${randomUUID()}`;
  return { source, address: `${server.url}${CASE_STUDY}?utm_source=${source}` };
}

/** Waits until the view the page shows has been stored (its start is sent once the browser is idle), then reads to the end. */
async function readToTheEnd(page: Page, source: string): Promise<string> {
  await expect.poll(() => views("source", source).length, START_WAIT).toBeGreaterThan(0);
  await scrollToTheEnd(page);
  return views("source", source).at(-1)?.id ?? "";
}

/** The view's stored figures: read to the end (100 %), with its visible time. */
async function expectReadToTheEnd(view: string) {
  await expect
    .poll(() => views("id", view).map(({ depth, seconds }) => ({ depth, seconds })))
    .toEqual([{ depth: 100, seconds: expect.any(Number) }]);
}

test("a case study left by a link of the site keeps how far it was read", async ({ page }) => {
  const { source, address } = caseStudyAddress();
  await page.goto(address);
  const view = await readToTheEnd(page, source);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
  await expectReadToTheEnd(view);
});

test("a case study left by typing another site's address keeps how far it was read", async ({ page }) => {
  const { source, address } = caseStudyAddress();
  await page.goto(address);
  const view = await readToTheEnd(page, source);
  // A typed address and a bookmark are the same navigation.
  await page.goto(anotherSite.url);
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await expectReadToTheEnd(view);
});

test("a case study left by the back button, to the site the reader came from, keeps how far it was read", async ({ page }) => {
  const { source, address } = caseStudyAddress();
  // The reader's mail links to the case study with its own source.
  await anotherSite.close();
  anotherSite = await startAnotherSite(address);
  await page.goto(anotherSite.url);
  await page.getByRole("link", { name: "Read the case study" }).click();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const view = await readToTheEnd(page, source);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await expectReadToTheEnd(view);
});

test("a case study left by the forward button, to another site, keeps how far it was read each time", async ({ page }) => {
  const { source, address } = caseStudyAddress();
  const beacons = watchBeacons(page);
  await page.goto(address);
  await readToTheEnd(page, source);
  await page.goto(anotherSite.url);
  await page.goBack();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Back from the cache the same view goes on; loaded afresh it is a view of its own, stored before it is read.
  const starts = () => beacons.filter(({ body }) => body.kind === "start").length;
  await expect.poll(() => views("source", source).length, START_WAIT).toBe(starts());
  await scrollToTheEnd(page);
  await page.goForward();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await expect
    .poll(() => views("source", source).map(({ depth, seconds }) => ({ depth, seconds: typeof seconds })))
    .toEqual(views("source", source).map(() => ({ depth: 100, seconds: "number" })));
});

test("a case study reloaded keeps how far it was read before, and the reload is a view of its own", async ({ page }) => {
  const { source, address } = caseStudyAddress();
  await page.goto(address);
  const view = await readToTheEnd(page, source);
  await page.reload();
  await expectReadToTheEnd(view);
  await expect.poll(() => views("source", source).length, START_WAIT).toBe(2);
});

test("a case study left by closing the tab keeps how far it was read", async ({ page }) => {
  const { source, address } = caseStudyAddress();
  await page.goto(address);
  const view = await readToTheEnd(page, source);
  await page.close({ runBeforeUnload: true });
  await expectReadToTheEnd(view);
});

test("a case study hidden by switching apps on a phone, then discarded, has already sent how far it was read", async ({
  page,
}) => {
  const { source, address } = caseStudyAddress();
  await page.goto(address);
  const view = await readToTheEnd(page, source);
  // The phone hides the page as another app comes up. No headless engine here hides a page (Chromium's
  // DevTools protocol can neither minimise its window nor background its tab), so the page is told so as
  // the browser tells it: its visibility state becomes hidden and visibilitychange fires.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  // A page discarded in the background never runs again: what it sent on being hidden is all there is,
  // so nothing more happens to it before the store is read (no pagehide, no other event).
  await expectReadToTheEnd(view);
});
