// The pages the server writes itself (docs/decisions/021-server-written-pages.md), as a visitor's
// browser comes to them: a plain form posted from a page of the site or of another site, and what
// every such page must be (the site's layout, both themes, axe-clean, nothing wider than a phone).
import type { Page, Response } from "@playwright/test";
import { DARK_BACKGROUND, expectNoViolations, LIGHT_BACKGROUND, waitForTransitions } from "./axe.ts";
import { expect } from "./fixtures.ts";

const PHONE = { width: 375, height: 812 };
/** The owner of the sample content (content/site.yaml). */
export const OWNER_NAME = "Alex Morgan";

/**
 * Opens `from` on the site at `origin`, then posts a plain form with `fields` to `action` from it, as a
 * browser without JavaScript does; resolves with the answer the browser then shows.
 */
export async function postFormFrom(page: Page, from: string, action: string, fields: Record<string, string>): Promise<Response> {
  await page.goto(from);
  return postFormOn(page, action, fields);
}

/** Posts a plain form from a page of another site (made up here, never fetched) to `action` on this one. */
export async function postFormFromAnotherSite(page: Page, action: string, fields: Record<string, string>): Promise<Response> {
  const elsewhere = "http://elsewhere.test/";
  await page.route(elsewhere, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Elsewhere</title><h1>Elsewhere</h1>" }),
  );
  await page.goto(elsewhere);
  return postFormOn(page, action, fields);
}

async function postFormOn(page: Page, action: string, fields: Record<string, string>): Promise<Response> {
  const answer = page.waitForEvent("response", (response) => response.request().isNavigationRequest());
  // Written into the page from outside it, as a form a person submits: its own policy has no say.
  await page.evaluate(
    ({ action, fields }) => {
      const form = Object.assign(document.createElement("form"), { method: "post", action });
      for (const [name, value] of Object.entries(fields))
        form.append(Object.assign(document.createElement("input"), { type: "hidden", name, value }));
      document.body.append(form);
      form.submit();
    },
    { action, fields },
  );
  const response = await answer;
  await page.waitForLoadState();
  return response;
}

/** Collects the page's Content-Security-Policy violations, from before its first script runs. */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

async function expectNoAxeViolations(page: Page, label: string) {
  await waitForTransitions(page);
  await expectNoViolations(page, label);
}

/**
 * A page of the site showing `heading` and `text` with `status`: the site's header and footer around
 * it, its theme button taking it from light to dark, axe-clean in both themes, and at 375 px nothing
 * wider than the screen and the menu opening.
 */
export async function expectPageOfTheSite(
  page: Page,
  response: Response,
  { status, heading, text }: { status: number; heading: string; text: string },
) {
  expect(response.status()).toBe(status);
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("main").getByText(text)).toBeVisible();
  await expect(page.getByRole("link", { name: `${OWNER_NAME}, home` })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(`© ${OWNER_NAME}.`);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // Styled by the site's CSS, in the light theme the system asks for.
  expect(await background()).toBe(LIGHT_BACKGROUND);
  await expectNoAxeViolations(page, "light");
  // From the system's light, the button first chooses light, then dark (docs/product.md#theme).
  const themeButton = page.getByRole("button", { name: "Switch to light theme" });
  await themeButton.click();
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  expect(await background()).toBe(LIGHT_BACKGROUND);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect.poll(background).toBe(DARK_BACKGROUND);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  await expectNoAxeViolations(page, "dark");

  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("link", { name: "Case Studies" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Case Studies" })).toBeHidden();
}
