import { expect, isSmallScreen, test } from "./support/fixtures.ts";

test("the skip link is the first focusable element and moves focus to the content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Skip to content" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("marks the current section's link with aria-current and highlights it", async ({ page }) => {
  await page.goto("/about");
  if (isSmallScreen(page)) await page.getByRole("button", { name: "Menu" }).click();
  const nav = page.getByRole("navigation", { name: "Main" });
  const about = nav.getByRole("link", { name: "About" });
  const caseStudies = nav.getByRole("link", { name: "Case Studies" });
  await expect(about).toHaveAttribute("aria-current", "page");
  await expect(caseStudies).not.toHaveAttribute("aria-current", "page");
  const [activeColor, otherColor] = await Promise.all(
    [about, caseStudies].map((link) => link.evaluate((element) => getComputedStyle(element).backgroundColor)),
  );
  expect(activeColor).not.toBe(otherColor);
});

test("navigates between pages with the top navigation", async ({ page }) => {
  await page.goto("/");
  if (isSmallScreen(page)) await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Case Studies" }).click();
  await expect(page).toHaveURL("/case-studies");
  await expect(page.getByRole("heading", { level: 1, name: "Case Studies" })).toBeVisible();
  if (isSmallScreen(page)) await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
});

test("scrolls to the top on a path change", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "All case studies" }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole("link", { name: "All case studies" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Case Studies" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a #hash still scrolls to its target", async ({ page }) => {
  await page.goto("/case-studies/appointment-booking-recipient-cards#outcome");
  await expect(page.getByRole("heading", { level: 2, name: "Outcome" })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
});

test("the avatar links home and stays hidden while the home hero is more than half visible", async ({ page }) => {
  await page.goto("/");
  const avatar = page.getByRole("link", { name: "Alex Morgan, home" });
  await expect(avatar).toBeHidden();
  await page.getByRole("heading", { name: "Send me a message" }).scrollIntoViewIfNeeded();
  await expect(avatar).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(avatar).toBeHidden();
});

test("the avatar is shown on other pages and leads home", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("link", { name: "Alex Morgan, home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Hi, I'm Alex." })).toBeVisible();
});
