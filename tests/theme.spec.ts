import type { Page } from "@playwright/test";
import { expect, test } from "./test-support/fixtures.ts";

const LIGHT_BACKGROUND = "rgb(251, 250, 248)";
const DARK_BACKGROUND = "rgb(18, 20, 23)";

function background(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

test("cycles system, light, dark, light and names the next theme in its label", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
});

test("'system', the default, follows the operating system's colour scheme live", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about");
  await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
});

test("remembers the choice across pages and visits", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.goto("/about");
  await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
});

test.describe("without the app's JavaScript", () => {
  // One pattern: a two-item array here would read as Playwright's [value, options] form.
  test.use({ allowedConsoleErrors: [/ERR_FAILED|Failed to fetch dynamically imported module/] });

  test("never paints the wrong theme first: the stored choice applies before any script bundle runs", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/about");
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    // Block the app's JavaScript: only the inline theme script in <head> can set the theme.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await background(page)).toBe(DARK_BACKGROUND);
  });
});
