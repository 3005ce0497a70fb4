import { expect, isSmallScreen, test } from "./test-support/fixtures.ts";

test.beforeEach(async ({ page }) => {
  test.skip(!isSmallScreen(page), "the menu button exists at 768 px and below");
  await page.goto("/");
});

function menuParts(page: import("@playwright/test").Page) {
  const button = page.getByRole("button", { name: "Menu" });
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
  return { button, link };
}

test("the menu button toggles the dropdown and reports it with aria-expanded", async ({ page }) => {
  const { button, link } = menuParts(page);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(link).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(link).toBeVisible();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(link).toBeHidden();
});

test("closes on a click outside", async ({ page }) => {
  const { button, link } = menuParts(page);
  await button.click();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(link).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("closes on Escape and gives focus back to the button", async ({ page }) => {
  const { button, link } = menuParts(page);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(link).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(link).toBeHidden();
  await expect(button).toBeFocused();
});

test("closes on a route change", async ({ page }) => {
  const { button, link } = menuParts(page);
  await button.click();
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(link).toBeHidden();
});

test("closes when the window grows wider than 768 px, where the links show inline", async ({ page }) => {
  const { button, link } = menuParts(page);
  await button.click();
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.setViewportSize({ width: 769, height: 800 });
  await expect(button).toBeHidden();
  await expect(link).toBeVisible();
  // The button is hidden out here, yet it says the menu closed. Waiting for that matters: narrowed
  // again within one frame, the browser would never report the width change at all.
  await expect(page.getByRole("button", { name: "Menu", includeHidden: true })).toHaveAttribute("aria-expanded", "false");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(link).toBeHidden();
});
