import { test as base, expect } from "@playwright/test";

/**
 * Every browser test fails on a console error or an uncaught page error, which is how React
 * reports a hydration mismatch. Tests that provoke an expected error (a failing network call)
 * list its text in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleGuard: undefined }>({
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
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await use(undefined);
      expect(problems, "no console errors or page errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** True in the 375 px project, where the navigation sits behind the menu button. */
export function isSmallScreen(page: { viewportSize(): { width: number } | null }): boolean {
  return (page.viewportSize()?.width ?? 1440) <= 768;
}
