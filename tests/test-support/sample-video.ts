import { expect, type Locator, type Page } from "@playwright/test";

/** The sample case study's screen recording, found as a visitor finds it: by its caption. */
export function sampleVideoOf(page: Page): Locator {
  // :visible: without JavaScript the page holds a second copy, and a visitor sees one.
  return page.getByRole("figure").filter({ hasText: "One booking in the prototype" }).locator("video:visible");
}

/** Scrolled to, the video shows the browser's controls and its poster, a file that loads, in the video's own shape. */
export async function expectPosterShown(page: Page, video: Locator) {
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute("controls", "");
  await expect(video).toHaveAttribute("poster", /recipient-cards-booking-poster/);
  const poster = await video.getAttribute("poster");
  expect((await page.request.get(poster ?? "")).ok()).toBe(true);
  const box = await video.boundingBox();
  expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100) / 100).toBeCloseTo(1.6, 1);
}
