import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

/**
 * Goes from the home page to About through the footer's link, and says whether the page
 * cross-faded on the way: whether an animation of the View Transitions API's pseudo-elements
 * that takes any time ran while the page changed (React also runs instant ones of its own).
 */
async function navigateAndWatch(page: Page): Promise<boolean> {
  await page.goto("/");
  await page.evaluate(() => {
    const seen = { animated: false };
    (window as unknown as { transitionSeen: typeof seen }).transitionSeen = seen;
    const look = () => {
      const animations = document.getAnimations();
      const isFade = (effect: KeyframeEffect | null) =>
        Boolean(effect?.pseudoElement?.startsWith("::view-transition") && Number(effect.getComputedTiming().duration) > 0);
      if (animations.some((animation) => isFade(animation.effect as KeyframeEffect | null))) seen.animated = true;
      requestAnimationFrame(look);
    };
    look();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
  return page.evaluate(() => (window as unknown as { transitionSeen: { animated: boolean } }).transitionSeen.animated);
}

test("moving to another page cross-fades it with the View Transitions API", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await navigateAndWatch(page)).toBe(true);
});

test("with reduced motion requested, the next page just appears", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await navigateAndWatch(page)).toBe(false);
});
