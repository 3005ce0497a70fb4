import { test as base, expect, type Page } from "@playwright/test";
import { type Content, loadContent } from "#pipeline/content/load-content.ts";
import { SAMPLE_SITE, type SiteUnderTest } from "./site-under-test.ts";

/**
 * Every browser test fails on a console error or an uncaught page error, which is how React
 * reports a hydration mismatch. Tests that provoke an expected error (a failing network call, a
 * blocked script) list its text in `allowedConsoleErrors`.
 */
export const test = base.extend<
  { allowedConsoleErrors: RegExp[]; consoleGuard: undefined },
  { site: SiteUnderTest; content: Content }
>({
  // The site the project serves (playwright.config.ts), and what its content says, drafts included
  // (tests/test-support/content-expectations.ts tells them apart).
  site: [SAMPLE_SITE, { option: true, scope: "worker" }],
  content: [async ({ site }, use) => use(loadContent(site.contentDir, { includeDrafts: true })), { scope: "worker" }],
  // The app starts after the page has loaded and painted (docs/decisions/009); a click before that
  // would reach plain HTML. So `page.goto` also waits for the app, unless the test names its own
  // `waitUntil` (it blocks the app, or holds the page's clock) and calls `waitForApp` itself if at all.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isAppPage = javaScriptEnabled !== false && (await page.evaluate(() => "__reactRouterContext" in window));
      if (isAppPage && options?.waitUntil === undefined) await waitForApp(page);
      return response;
    };
    await use(page);
  },
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // Chromium logs a 404 page's own status as an error; that is the page under test, not a broken resource.
        if (text.includes("status of 404") && message.location().url === page.url()) return;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
      });
      page.on("pageerror", (error) => {
        if (!allowedConsoleErrors.some((pattern) => pattern.test(error.message))) problems.push(`page error: ${error.message}`);
      });
      await use(undefined);
      expect(problems, "no console errors or page errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the app has started on the page and marked `<html data-hydrated>` (src/root.tsx). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** True in the 375 px project, where the navigation sits behind the menu button. */
export function isSmallScreen(page: { viewportSize(): { width: number } | null }): boolean {
  return (page.viewportSize()?.width ?? 1440) <= 768;
}
