import type { Page } from "@playwright/test";
import { expect, test } from "./test-support/fixtures.ts";

/**
 * Goes from the home page to About through the footer's link, and says whether a view transition ran
 * on the way: whether the page started one, or an animation of its pseudo-elements ran.
 */
async function navigateAndWatch(page: Page): Promise<boolean> {
  await page.goto("/");
  await page.evaluate(() => {
    const seen = { transition: false };
    (window as unknown as { transitionSeen: typeof seen }).transitionSeen = seen;
    const start = document.startViewTransition?.bind(document);
    if (start) {
      document.startViewTransition = ((...args: Parameters<typeof start>) => {
        seen.transition = true;
        return start(...args);
      }) as typeof start;
    }
    const look = () => {
      const isTransition = (effect: KeyframeEffect | null) => Boolean(effect?.pseudoElement?.startsWith("::view-transition"));
      if (document.getAnimations().some((animation) => isTransition(animation.effect as KeyframeEffect | null))) {
        seen.transition = true;
      }
      requestAnimationFrame(look);
    };
    look();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
  return page.evaluate(() => (window as unknown as { transitionSeen: { transition: boolean } }).transitionSeen.transition);
}

// docs/product.md#layout: the next page is simply there; no view transition can hold it back.
for (const reducedMotion of ["no-preference", "reduce"] as const) {
  test(`moving to another page runs no view transition (reduced motion: ${reducedMotion})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    expect(await navigateAndWatch(page)).toBe(false);
  });
}
