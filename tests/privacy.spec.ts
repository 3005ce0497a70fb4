import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./test-support/fixtures.ts";

// Its axe scans, in both themes, are tests/accessibility.spec.ts's, with every other page's.

const privacyLink = (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "Privacy" });

test("the footer's Privacy link leads to the privacy page, marked as the current page there", async ({ page }) => {
  await page.goto("/case-studies");
  await waitForApp(page);
  await expect(privacyLink(page)).not.toHaveAttribute("aria-current");
  await privacyLink(page).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  await expect(page).toHaveTitle("Privacy · Alex Morgan");
  await expect(privacyLink(page)).toHaveAttribute("aria-current", "page");
});

test("says what is measured and kept, from the settings in force, under plain headings", { tag: "@any-width" }, async ({
  page,
}) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "What is measured",
    "What is not",
    "Share links",
    "Messages you send",
    "Cookies and storage",
    "Contact",
  ]);
  // The sample site.yaml sets no statistics block: the defaults.
  await expect(
    page.getByText("Raw page views are kept for 90 days; daily totals are kept for good. Days are counted in UTC."),
  ).toBeVisible();
  await expect(page.getByText("Acme hiring read 80% of a case study, Tuesday 14:02")).toBeVisible();
  // No case study's title, the sample's included: an owner's titles may be private.
  await expect(page.getByRole("main")).not.toContainText("Sending forms to everyone around a patient");
  const table = page.getByRole("table", { name: "Cookies and browser storage on this site" });
  await expect(table.getByRole("rowheader")).toHaveText([
    /^private_session/,
    /^private_hint/,
    /^owner_session/,
    /^owner_marker/,
    /^theme/,
  ]);
  await expect(page.getByRole("link", { name: "email Alex Morgan" })).toHaveAttribute("href", "mailto:hello@alexmorgan.design");
});

test("reading the privacy page sets no cookie and asks no other site for anything", { tag: "@any-width" }, async ({
  page,
  context,
}) => {
  const hosts = new Set<string>();
  page.on("request", (request) => {
    hosts.add(new URL(request.url()).host);
  });
  await page.goto("/privacy");
  await waitForApp(page);
  expect(await context.cookies()).toEqual([]);
  expect([...hosts]).toEqual([new URL(page.url()).host]);
});

test("nothing on the page is wider than a phone's screen", async ({ page }) => {
  await page.goto("/privacy");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
