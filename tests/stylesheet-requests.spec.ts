import type { Page } from "@playwright/test";
import { expect, test } from "./test-support/fixtures.ts";
import { EVERY_PAGE } from "./test-support/site-pages.ts";

// Every page carries its CSS in its HTML, and the stylesheet links React needs stay in the head marked
// so no browser fetches them (docs/decisions/024-stylesheets-fetched-once.md): a load fetches each
// stylesheet at most once, none before the first paint, and a client navigation still gets the next
// route's rules.

const CASE_STUDY = "/case-studies/appointment-booking-recipient-cards";
const CASE_STUDY_TITLE = "Sending forms to everyone around a patient, in one booking";

/** The file a stylesheet request asks for: React Router marks some hrefs with a trailing '#', the same file. */
const fileOf = (url: string) => new URL(url).pathname;

/** Counts the stylesheets the page requests from now on, per file, whether the network or a cache answers. */
function countStylesheetRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on("request", (request) => {
    if (request.resourceType() !== "stylesheet" && !fileOf(request.url()).endsWith(".css")) return;
    const file = fileOf(request.url());
    counts.set(file, (counts.get(file) ?? 0) + 1);
  });
  return counts;
}

/**
 * The stylesheets this document has fetched (Resource Timing: a client navigation keeps the document),
 * each with when it was requested and whether the network answered (a cached answer transfers nothing),
 * and its first paint, on the page's own clock.
 */
function stylesheetsAgainstFirstPaint(page: Page) {
  return page.evaluate(() => {
    const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    const stylesheets = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith(".css"))
      .map((entry) => ({
        file: new URL(entry.name).pathname,
        requestedAt: entry.startTime,
        isFromNetwork: entry.transferSize > 0,
      }));
    return { firstPaint, stylesheets };
  });
}

/** The files fetched from the network more than once, with their counts. */
function fetchedTwice(stylesheets: { file: string; isFromNetwork: boolean }[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const { file } of stylesheets.filter(({ isFromNetwork }) => isFromNetwork)) counts.set(file, (counts.get(file) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1);
}

/** What a visitor sees of a page's own layout: its main heading's type and the main column's box. */
function layoutOf(page: Page) {
  return page.getByRole("main").evaluate((main) => {
    const heading = main.querySelector("h1");
    if (!heading) throw new Error("the page has no main heading");
    const text = getComputedStyle(heading);
    const box = getComputedStyle(main);
    return {
      heading: [text.fontSize, text.fontWeight, text.lineHeight, text.letterSpacing, text.marginBottom],
      main: [box.display, box.maxWidth, box.paddingTop, box.paddingLeft],
      width: Math.round(main.getBoundingClientRect().width),
    };
  });
}

for (const pathname of EVERY_PAGE) {
  test(`${pathname} fetches no stylesheet before its first paint, and none more than once`, async ({ page }) => {
    await page.goto(pathname);
    // Until the app has started and fetched what it needs (page.goto waits for it) and the network is quiet.
    await page.waitForLoadState("networkidle");
    const { firstPaint, stylesheets } = await stylesheetsAgainstFirstPaint(page);
    expect(firstPaint).toBeGreaterThan(0);
    const early = stylesheets.filter(({ requestedAt }) => requestedAt <= firstPaint);
    expect(early, `stylesheets requested before the first paint at ${firstPaint} ms`).toEqual([]);
    expect(fetchedTwice(stylesheets), "stylesheets fetched more than once").toEqual([]);
  });
}

test("a client navigation styles the next page as loading it does, fetching each stylesheet at most once", async ({ page }) => {
  const expected = new Map<string, Awaited<ReturnType<typeof layoutOf>>>();
  for (const pathname of ["/", CASE_STUDY, "/about"]) {
    await page.goto(pathname);
    expected.set(pathname, await layoutOf(page));
  }
  // Room for every request of the journey in Resource Timing (250 entries by default), images and modules included.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(1000));
  // A fresh load of /about, then the home page and a case study by client navigation: their rules are not in /about's HTML.
  await page.goto("/about");
  await page.getByRole("link", { name: "Alex Morgan, home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hi, I'm Alex." })).toBeVisible();
  expect(await layoutOf(page), "home after a client navigation").toEqual(expected.get("/"));
  await page.getByRole("region", { name: "Latest case studies" }).getByRole("link", { name: CASE_STUDY_TITLE }).click();
  await expect(page.getByRole("heading", { level: 1, name: CASE_STUDY_TITLE })).toBeVisible();
  expect(await layoutOf(page), "the case study after a client navigation").toEqual(expected.get(CASE_STUDY));
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
  expect(await layoutOf(page), "about again, after going back").toEqual(expected.get("/about"));
  const { stylesheets } = await stylesheetsAgainstFirstPaint(page);
  expect(fetchedTwice(stylesheets), "stylesheets fetched more than once").toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const pathname of EVERY_PAGE) {
    test(`${pathname} is styled from its HTML alone: no stylesheet is requested`, async ({ page }) => {
      const counts = countStylesheetRequests(page);
      await page.goto(pathname);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The site's own layout and colours come from the inlined rules, not the browser's defaults.
      const body = await page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return { margin: style.margin, display: style.display };
      });
      expect(body).toEqual({ margin: "0px", display: "flex" });
      expect([...counts.keys()]).toEqual([]);
    });
  }
});
