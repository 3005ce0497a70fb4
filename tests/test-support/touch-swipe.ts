import type { Locator, Page } from "@playwright/test";

/**
 * Drags one finger across `target` by `dx`, `dy` pixels from its middle, as a phone's touch screen
 * sends it (Playwright's touchscreen only taps). Chromium only: it goes through the DevTools protocol.
 */
export async function swipe(page: Page, target: Locator, dx: number, dy: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe on");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const session = await page.context().newCDPSession(page);
  const STEPS = 10;
  await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= STEPS; step += 1) {
    const point = { x: x + (dx * step) / STEPS, y: y + (dy * step) / STEPS };
    await session.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}
