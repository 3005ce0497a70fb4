import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { setAnimationSpeed } from "./test-support/animation-speed.ts";
import { expect, test } from "./test-support/fixtures.ts";
import { holdRequests } from "./test-support/held-requests.ts";

const CASE_STUDY = "/case-studies/appointment-booking-recipient-cards";
const COVER_ALT =
  "A booking form with three recipient cards side by side, for a patient, a parent and a teacher, each with its own delivery channel.";
const PROBLEM_ALT =
  "The old booking form, a single long column where recipients were rows in a table of checkboxes and email fields.";
const APPROACH_ALT =
  "Three recipient cards for a patient, a parent and a teacher, each showing its delivery channel and the forms it will receive.";

/** Opens an image of the case study as a keyboard user does: focus on its link, then Enter. */
async function openByKeyboard(page: Page, alt: string) {
  const image = page.getByRole("link", { name: `Enlarge: ${alt}` });
  await image.focus();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog", { name: alt });
  await expect(viewer).toBeVisible();
  return { image, viewer };
}

test("an image opens in a viewer named by its alt text, keeps focus inside, and Escape gives focus back to the image", async ({
  page,
}) => {
  await page.goto(CASE_STUDY);
  const { image, viewer } = await openByKeyboard(page, PROBLEM_ALT);
  await expect(viewer.getByRole("img", { name: PROBLEM_ALT })).toBeVisible();
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press("Tab");
    expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(image).toBeFocused();
});

// Escape closes the viewer at any moment it is open: at once, while it is still appearing, and after.
for (const delay of [0, 100, 300]) {
  test(`Escape pressed ${delay} ms after the viewer opens closes it and gives focus back to the image`, {
    tag: "@any-width",
  }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto(CASE_STUDY);
    const { image, viewer } = await openByKeyboard(page, PROBLEM_ALT);
    if (delay > 0) await page.waitForTimeout(delay);
    await page.keyboard.press("Escape");
    // Well under the wait for a press that was ignored and answered only by a later one.
    await expect(viewer).toBeHidden({ timeout: 2000 });
    await expect(image).toBeFocused();
  });
}

test("in the dark theme the viewer's controls and counter have enough contrast from the moment it opens", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark", reducedMotion: "no-preference" });
  await page.goto(CASE_STUDY);
  // The browser's animations held where they start: the scan sees the viewer as it is when it first appears.
  await setAnimationSpeed(page, 0);
  await page.getByRole("link", { name: `Enlarge: ${PROBLEM_ALT}` }).click();
  const viewer = page.getByRole("dialog", { name: PROBLEM_ALT });
  await expect(viewer.getByText(/^\d+ \/ \d+$/)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withRules(["color-contrast"]).analyze();
  expect(violations.flatMap(({ nodes }) => nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`))).toEqual([]);
});

test("an image opens in the viewer while the app is still fetching the case study's body", { tag: "@any-width" }, async ({
  page,
}) => {
  // The body's code held back: the app has started, but the body is still the page's own HTML. The page's
  // route data names the body's chunk (docs/decisions/016-private-work.md).
  const routeData = await (await page.request.get(`${CASE_STUDY}.data`)).text();
  const bodyUrl = routeData.match(/"bodyUrl","([^"]+)"/)?.[1];
  expect(bodyUrl, "the route data names the body's chunk").toMatch(/^\/assets\/.+\.js$/);
  const isBodyCode = (url: URL) => url.pathname === bodyUrl;
  const releaseBody = await holdRequests(page, isBodyCode);
  await page.goto(CASE_STUDY);
  const { image, viewer } = await openByKeyboard(page, PROBLEM_ALT);
  expect(new URL(page.url()).pathname).toBe(CASE_STUDY);
  const isBodyFetched = page.waitForResponse((response) => isBodyCode(new URL(response.url())));
  releaseBody();
  await isBodyFetched;
  // Once the body has its code, the viewer answers the keyboard as ever (until then only its buttons).
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden({ timeout: 500 });
  }).toPass();
  await expect(image).toBeFocused();
});

test("the viewer goes to the study's previous and next images, by buttons and arrow keys", async ({ page }) => {
  // Instant slide changes, so a key press never lands while the last change is still moving.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(CASE_STUDY);
  await page.getByRole("link", { name: `Enlarge: ${PROBLEM_ALT}` }).click();
  await expect(page.getByRole("dialog", { name: PROBLEM_ALT })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("dialog", { name: APPROACH_ALT })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: PROBLEM_ALT })).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByRole("dialog", { name: COVER_ALT })).toBeVisible();
});

test("the viewer zooms in and out with its buttons and the wheel, and closes with its Close button", async ({ page }) => {
  // Instant zooms, so each step has ended before the next begins.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(CASE_STUDY);
  await page.getByRole("link", { name: `Enlarge: ${APPROACH_ALT}` }).click();
  const viewer = page.getByRole("dialog", { name: APPROACH_ALT });
  const zoomIn = viewer.getByRole("button", { name: "Zoom in" });
  const zoomOut = viewer.getByRole("button", { name: "Zoom out" });
  await expect(zoomOut).toBeDisabled();
  await zoomIn.click();
  await expect(zoomOut).toBeEnabled();
  // By keyboard: once Zoom out has nothing left to do, focus stays in the viewer.
  await zoomOut.focus();
  await page.keyboard.press("Enter");
  await expect(zoomOut).toBeDisabled();
  expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

  const box = await viewer.getByRole("img", { name: APPROACH_ALT }).boundingBox();
  await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
  await page.mouse.wheel(0, -400);
  await expect(zoomOut).toBeEnabled();

  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toBeHidden();
  await expect(page.getByRole("link", { name: `Enlarge: ${APPROACH_ALT}` })).toBeFocused();
});

test("a click on the backdrop closes the viewer", async ({ page }) => {
  // Without the opening fade, so the click does not land while the viewer is still appearing.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(CASE_STUDY);
  await page.getByRole("link", { name: `Enlarge: ${APPROACH_ALT}` }).click();
  const viewer = page.getByRole("dialog", { name: APPROACH_ALT });
  await expect(viewer).toBeVisible();
  // Below the image (wider than the screen is tall), away from the buttons.
  await page.mouse.click(10, (page.viewportSize()?.height ?? 800) - 10);
  await expect(viewer).toBeHidden();
});

test.describe("when the viewer's code cannot be fetched", () => {
  // The fetch that fails, the fallback saying so, and the test's own tools refused by the SVG's sandboxed policy.
  test.use({
    allowedConsoleErrors: [
      /The image viewer could not be loaded|Failed to load resource: net::ERR_FAILED|Blocked script execution in '[^']+\.svg'/,
    ],
  });

  test("the image's link opens its file, as it does without JavaScript", { tag: "@any-width" }, async ({ page }) => {
    await page.route(/\/assets\/image-viewer-[^/]+\.js$/, (route) => route.abort());
    await page.goto(CASE_STUDY);
    await page.getByRole("link", { name: `Enlarge: ${PROBLEM_ALT}` }).click();
    await expect(page).toHaveURL(/\/images\/case-studies\/recipient-cards-before\.svg$/);
  });
});
