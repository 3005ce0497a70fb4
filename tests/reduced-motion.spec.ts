import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test-support/fixtures.ts";

// The case study shows all three parts checked by name: the theme button, the avatar link and the poster's badge.
const CASE_STUDY_PATH = "/case-studies/appointment-booking-recipient-cards";
// Transitions and animations this short are effectively off (WCAG 2.3.3, and the visitor's own setting).
const OFF_SECONDS = 0.01;

/** The longest transition or animation on the element; computed durations are lists in seconds ("0.18s, 1e-05s"). */
function longestMotion(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const seconds = `${style.transitionDuration}, ${style.animationDuration}`.split(",").map((part) => Number.parseFloat(part));
    return Math.max(...seconds);
  });
}

function movingParts(page: Page) {
  return {
    themeButton: page.getByRole("button", { name: "Switch to light theme" }),
    avatar: page.getByRole("link", { name: "Alex Morgan, home" }),
    // The badge inside the poster button (which is named by its aria-label).
    playBadge: page.getByRole("button", { name: /^Load prototype/ }).getByText("Load prototype"),
  };
}

test("with reduced motion preferred, transitions and animations are off", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(CASE_STUDY_PATH);
  for (const [name, part] of Object.entries(movingParts(page))) {
    expect(await longestMotion(part), name).toBeLessThanOrEqual(OFF_SECONDS);
  }
  // Everything else on the page too, including what moves only on hover.
  const moving = await page.evaluate(
    (limit) =>
      [...document.querySelectorAll("*")].filter((element) => {
        const style = getComputedStyle(element);
        const seconds = `${style.transitionDuration}, ${style.animationDuration}`
          .split(",")
          .map((part) => Number.parseFloat(part));
        return Math.max(...seconds) > limit;
      }).length,
    OFF_SECONDS,
  );
  expect(moving, "elements still moving").toBe(0);
});

test("without that preference the same parts move, so the check above measures something", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto(CASE_STUDY_PATH);
  for (const [name, part] of Object.entries(movingParts(page))) {
    expect(await longestMotion(part), name).toBeGreaterThan(OFF_SECONDS);
  }
});
