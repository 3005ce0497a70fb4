import type { Page } from "@playwright/test";

/**
 * Runs the page's animations and CSS transitions at `rate` times their speed (0 holds them where they
 * start), through Chromium's DevTools protocol: a test fakes the browser's animation time, never the
 * component. A slow animation shows whether anything the visitor asked for waits on one. Chromium only.
 */
export async function setAnimationSpeed(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Animation.enable");
  await session.send("Animation.setPlaybackRate", { playbackRate: rate });
}
