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
                // By path: React Router marks some stylesheet hrefs with a trailing "#".
                stylesheets: resources
                  .filter((entry) => new URL(entry.name).pathname.endsWith(".css"))
                  .map((entry) => entry.name),
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

// Without JavaScript, and each stylesheet fetched at most once: tests/stylesheet-requests.spec.ts.
