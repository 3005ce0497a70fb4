import type { Page } from "@playwright/test";
import { expect, test } from "./test-support/fixtures.ts";

const PAGES = ["/", "/case-studies", "/case-studies/appointment-booking-recipient-cards", "/about", "/no-such-page"];

/** Collects CSP violations the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test("every page runs under its Content-Security-Policy with nothing blocked", { tag: "@server" }, async ({ page }) => {
  const violations = await watchViolations(page);
  for (const pathname of PAGES) {
    const response = await page.goto(pathname);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp, pathname).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp, pathname).not.toMatch(/unsafe-inline|unsafe-eval/);
    // Hydrated: the theme button answers, which needs every inline and module script to have run.
    await page.getByRole("button", { name: /^Switch to/ }).click();
    expect(await violations(), pathname).toEqual([]);
  }
});

test("the prototype runs in its frame and in a tab of its own under its sandboxing policy", { tag: "@server" }, async ({
  page,
  context,
}) => {
  await page.goto("/");
  const viewer = page.getByRole("figure", { name: "Interactive prototype" });
  await viewer.getByRole("button", { name: /^Load prototype/ }).click();
  const frame = page.frameLocator('iframe[title="Appointment booking with recipient cards"]');
  await expect(frame.getByRole("heading", { level: 1, name: "Book appointment" })).toBeVisible();

  const [tab] = await Promise.all([context.waitForEvent("page"), viewer.getByRole("link", { name: "Open in new tab" }).click()]);
  const response = await page.request.get("/prototypes/recipient-cards.html");
  expect(response.headers()["content-security-policy"]).toContain("sandbox allow-scripts allow-forms");
  // Its script ran (the page builds its cards with it), and it cannot reach this site's storage.
  await expect(tab.getByRole("heading", { level: 1, name: "Book appointment" })).toBeVisible();
  expect(await tab.evaluate(() => window.origin)).toBe("null");
  await tab.close();
});
