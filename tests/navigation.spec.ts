import type { Page } from "@playwright/test";
import { setAnimationSpeed } from "./test-support/animation-speed.ts";
import { expect, isSmallScreen, test } from "./test-support/fixtures.ts";
import { clickToPage } from "./test-support/page-change.ts";

const CASE_STUDY_TITLE = "Sending forms to everyone around a patient, in one booking";

/** The header's navigation, behind the menu button on a phone. */
async function mainNav(page: Page) {
  if (isSmallScreen(page)) await page.getByRole("button", { name: "Menu" }).click();
  return page.getByRole("navigation", { name: "Main" });
}

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

test.describe("a click on a link shows the next page within 2 s, even while the browser animates slowly", () => {
  // Animations at a tenth of their speed: a page that waited on one (a view transition, say) would take
  // seconds, as it did when Chromium stopped animating frames during a transition (docs/product.md#layout).
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await setAnimationSpeed(page, 0.1);
  });

  test("the header's navigation (the menu on a phone) and its avatar", async ({ page }) => {
    await page.goto("/");
    const nav = await mainNav(page);
    await clickToPage(page, nav.getByRole("link", { name: "Case Studies" }), "/case-studies", "Case Studies");
    await clickToPage(page, (await mainNav(page)).getByRole("link", { name: "About" }), "/about", "About");
    await clickToPage(page, page.getByRole("link", { name: "Alex Morgan, home" }), "/", "Hi, I'm Alex.");
  });

  test("the case study cards, on home and on the list", async ({ page }) => {
    const caseStudy = "/case-studies/appointment-booking-recipient-cards";
    await page.goto("/");
    const latest = page.getByRole("region", { name: "Latest case studies" });
    await clickToPage(page, latest.getByRole("link", { name: CASE_STUDY_TITLE }), caseStudy, CASE_STUDY_TITLE);
    await clickToPage(page, (await mainNav(page)).getByRole("link", { name: "Case Studies" }), "/case-studies", "Case Studies");
    await clickToPage(page, page.getByRole("main").getByRole("link", { name: CASE_STUDY_TITLE }), caseStudy, CASE_STUDY_TITLE);
  });

  test("the footer's About link", async ({ page }) => {
    await page.goto("/");
    await clickToPage(page, page.getByRole("contentinfo").getByRole("link", { name: "About" }), "/about", "About");
  });
});

interface ShownFrame {
  heading?: string;
  scrollY: number;
}

test("a path change shows the new page from its top in its first frame, with no scrolling on the way", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "All case studies" }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  // Every frame from here on: the main heading on screen and how far the window is scrolled.
  await page.evaluate(() => {
    const frames: ShownFrame[] = [];
    Object.assign(window, { shownFrames: frames });
    const record = () => {
      frames.push({ heading: document.querySelector("main h1")?.textContent ?? undefined, scrollY: window.scrollY });
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page.getByRole("link", { name: "All case studies" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Case Studies" })).toBeVisible();
  // Polled: the heading can be on the page a moment before the next frame records it.
  const firstOfNewPage = () =>
    page.evaluate(() =>
      (window as unknown as { shownFrames: ShownFrame[] }).shownFrames.find(({ heading }) => heading === "Case Studies"),
    );
  await expect.poll(firstOfNewPage).toEqual({ heading: "Case Studies", scrollY: 0 });
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
