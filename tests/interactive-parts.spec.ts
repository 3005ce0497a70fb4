import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./test-support/fixtures.ts";
import { holdRequests } from "./test-support/held-requests.ts";

// docs/decisions/019-hydrate-what-is-interactive.md: React hydrates the page's interactive parts and
// leaves its static content as prerendered. Each part's own spec tests it on a page opened directly;
// these reach the parts the other ways a visitor does: through the links in that static content (a
// client navigation), by scrolling, by keyboard. At 1440 px: what they check does not depend on width.

const CASE_STUDY = "/case-studies/appointment-booking-recipient-cards";
const CASE_STUDY_TITLE = "Sending forms to everyone around a patient, in one booking";
const COVER_ALT = /^Enlarge: /;

/** Marks the document, so a later check can tell a client navigation (same document) from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocumentMark: true }));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => "sameDocumentMark" in window), "a client navigation, not a new page load").toBe(true);
}

test("a card in the prerendered list opens its case study in the app, whose parts all work", async ({ page }) => {
  await page.goto("/");
  await markDocument(page);
  await page.getByRole("link", { name: CASE_STUDY_TITLE }).click();
  await expect(page.getByRole("heading", { level: 1, name: CASE_STUDY_TITLE })).toBeVisible();
  await expect(page).toHaveURL(CASE_STUDY);
  await expectSameDocument(page);

  // The comparison, by keyboard.
  const handle = page.getByRole("slider", { name: "Before and after" });
  await handle.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(handle).toHaveAttribute("aria-valuetext", "49% before");
  // The image viewer, from a figure of the body.
  await page.getByRole("link", { name: COVER_ALT }).nth(1).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  // The prototype viewer.
  const prototype = page.getByRole("figure", { name: "Interactive prototype" });
  await prototype.getByRole("button", { name: /^Load prototype: / }).click();
  await expect(prototype.getByRole("button", { name: "Fullscreen", exact: true })).toBeVisible();
  // A tag in the prerendered header, to its page, still in the app.
  await page.getByRole("list", { name: "Tags" }).first().getByRole("link", { name: "Prototyping" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Prototyping/ })).toBeVisible();
  await expectSameDocument(page);
});

test("the prerendered links of one case study lead to another in the app, which shows its own content", async ({ page }) => {
  await page.goto("/case-studies/tags/prototyping");
  await markDocument(page);
  await page.getByRole("link", { name: CASE_STUDY_TITLE }).click();
  await expect(page.getByRole("heading", { level: 1, name: CASE_STUDY_TITLE })).toBeVisible();
  // Back to the list and forward again: each page shows its own content, never the last page's.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: /Prototyping/ })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: CASE_STUDY_TITLE })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Approach", exact: true })).toBeVisible();
  await expectSameDocument(page);
});

test("a modified click on a prerendered link stays the browser's: no client navigation", async ({ page, context }) => {
  await page.goto("/");
  const opened = context.waitForEvent("page");
  await page.getByRole("link", { name: CASE_STUDY_TITLE }).click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await expect(tab).toHaveURL(CASE_STUDY);
  await expect(page).toHaveURL("/");
  await tab.close();
});

test("parts far down the page work when scrolled to: the carousel on About", async ({ page }) => {
  await page.goto("/about");
  const carousel = page.getByRole("region", { name: "Kind words from colleagues" });
  await page.mouse.wheel(0, 2000);
  await carousel.getByRole("button", { name: "Next →" }).click();
  await expect(carousel.getByRole("group", { name: "2 of 3" })).toBeVisible();
});

test("parts are reached and used by keyboard alone: the contents, then the comparison", async ({ page }) => {
  await page.goto(CASE_STUDY);
  const contents = page.getByRole("navigation", { name: "On this page" });
  const approach = contents.getByRole("link", { name: "Approach" });
  await approach.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#approach$/);
  await expect(page.getByRole("heading", { level: 2, name: "Approach", exact: true })).toBeInViewport();
  const handle = page.getByRole("slider", { name: "Before and after" });
  // Tab from the heading before it until the slider has the focus, as a keyboard visitor would.
  for (let presses = 0; presses < 40 && !(await handle.evaluate((element) => element === document.activeElement)); presses += 1)
    await page.keyboard.press("Tab");
  await expect(handle).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(handle).toHaveAttribute("aria-valuetext", "51% before");
});

test.describe("before the app has started", () => {
  test("a tap on the theme button switches the theme at once, and only once", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    // Hold the app's code back until the tap is made.
    const release = await holdRequests(page, "**/assets/*.js");
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
    expect(await page.evaluate(() => "hydrated" in document.documentElement.dataset), "still before the app").toBe(false);
    release();
    await waitForApp(page);
    // The app took the choice as made: still light, and the button offers dark next.
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });
});
