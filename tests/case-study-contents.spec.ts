import type { Page } from "@playwright/test";
import { expect, isSmallScreen, test } from "./test-support/fixtures.ts";

const CASE_STUDY = "/case-studies/appointment-booking-recipient-cards";
const SECTIONS = ["Problem", "Approach", "Outcome", "Prototype", "Links"];

const contents = (page: Page) => page.getByRole("navigation", { name: "On this page" });

test("every section heading has a link to itself a visitor can copy", async ({ page }) => {
  await page.goto(CASE_STUDY);
  for (const section of SECTIONS) {
    const heading = page.getByRole("heading", { name: section, exact: true, level: 2 });
    const id = await heading.getAttribute("id");
    await expect(page.getByRole("link", { name: `Link to section ${section}`, exact: true })).toHaveAttribute("href", `#${id}`);
  }
});

test("on a wide screen, 'On this page' stands beside the text, links every section and marks the one being read", async ({
  page,
}) => {
  test.skip(isSmallScreen(page), "beside the text from 1200 px");
  await page.goto(CASE_STUDY);
  const nav = contents(page);
  await expect(nav.getByRole("link")).toHaveText(SECTIONS);
  for (const section of SECTIONS) {
    const id = await page.getByRole("heading", { name: section, exact: true, level: 2 }).getAttribute("id");
    await expect(nav.getByRole("link", { name: section, exact: true })).toHaveAttribute("href", `#${id}`);
  }
  await expect(nav.locator("[aria-current]")).toHaveCount(0);

  await nav.getByRole("link", { name: "Outcome" }).click();
  await expect(page).toHaveURL(/#outcome$/);
  await expect(nav.getByRole("link", { name: "Outcome" })).toHaveAttribute("aria-current", "true");
  await expect(nav.locator("[aria-current]")).toHaveCount(1);
  // Still in view, far down the page.
  await expect(nav.getByRole("link", { name: "Problem" })).toBeInViewport();

  await page.evaluate(() => document.getElementById("approach")?.scrollIntoView({ block: "start" }));
  await expect(nav.getByRole("link", { name: "Approach" })).toHaveAttribute("aria-current", "true");

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(nav.getByRole("link", { name: "Links" })).toHaveAttribute("aria-current", "true");
});

test("on a phone, 'On this page' is a closed disclosure that opens, leads to a section and folds again", async ({ page }) => {
  test.skip(!isSmallScreen(page), "a disclosure on small screens");
  await page.goto(CASE_STUDY);
  const nav = contents(page);
  const toggle = nav.getByText("On this page");
  await expect(toggle).toBeVisible();
  await expect(nav.getByRole("link", { name: "Approach" })).toBeHidden();

  await toggle.click();
  await expect(nav.getByRole("link")).toHaveText(SECTIONS);
  await nav.getByRole("link", { name: "Approach" }).click();
  await expect(page).toHaveURL(/#approach$/);
  await expect(page.getByRole("heading", { name: "Approach", level: 2 })).toBeInViewport();
  await expect(nav.getByRole("link", { name: "Approach" })).toBeHidden();
});
