import { expect, test } from "./test-support/fixtures.ts";
import { EVERY_PAGE } from "./test-support/site-pages.ts";

// Every page paints from its HTML alone (its CSS inlined), and the app's scripts arrive only after the
// page has painted its largest content, so they never compete with it (docs/decisions/009).
for (const pathname of EVERY_PAGE) {
  test(`${pathname} loads no stylesheet, and no script before its largest content is painted`, async ({ page }) => {
    await page.goto(pathname);
    const timings = await page.evaluate(
      () =>
        new Promise<{ firstPaint: number; largestPaint: number; stylesheets: string[]; scripts: [string, number][] }>(
          (resolve) => {
            new PerformanceObserver((list) => {
              const largest = list.getEntries().at(-1);
              const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
              const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
              resolve({
                firstPaint,
                largestPaint: largest?.startTime ?? Number.NaN,
                stylesheets: resources.filter((entry) => entry.name.endsWith(".css")).map((entry) => entry.name),
                scripts: resources.filter((entry) => entry.name.endsWith(".js")).map((entry) => [entry.name, entry.responseEnd]),
              });
            }).observe({ type: "largest-contentful-paint", buffered: true });
          },
        ),
    );
    expect(timings.firstPaint).toBeGreaterThan(0);
    expect(timings.largestPaint).toBeGreaterThanOrEqual(timings.firstPaint);
    expect(timings.stylesheets).toEqual([]);
    expect(timings.scripts.length, "the app's scripts were loaded").toBeGreaterThan(0);
    const early = timings.scripts.filter(([, loadedAt]) => loadedAt <= timings.largestPaint);
    expect(early, `scripts loaded before the largest paint at ${timings.largestPaint} ms`).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a page is styled from its HTML alone: no stylesheet is requested", async ({ page }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    // The site's own layout and colours come from the inlined rules, not the browser's defaults.
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { margin: style.margin, display: style.display };
    });
    expect(body).toEqual({ margin: "0px", display: "flex" });
    expect(stylesheets).toEqual([]);
  });
});
