import { expect, test } from "./test-support/fixtures.ts";
import { expectPosterShown, sampleVideoOf } from "./test-support/sample-video.ts";

const CASE_STUDY = "/case-studies/appointment-booking-recipient-cards";
const DESKTOP_ALT =
  "The booking prototype at desktop width: the appointment's details above three recipient cards in a row, each with its channel and forms.";
const PHONE_ALT =
  "The booking prototype at phone width: the patient's details, the appointment, suggested people from the record, and a button to review and send.";
const BEFORE_ALT =
  "The old booking form: one long column, with recipients as rows of a dense table of checkboxes and email fields, and one channel for everyone.";
const AFTER_ALT =
  "The new booking form: three recipient cards side by side, for a patient, a parent and a teacher, each with its own delivery channel.";

test("a gallery shows its images as a list with captions, and each opens in the image viewer", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(CASE_STUDY);
  const gallery = page.getByRole("list").filter({ has: page.getByRole("link", { name: `Enlarge: ${DESKTOP_ALT}` }) });
  await expect(gallery.getByRole("listitem")).toHaveCount(2);
  await expect(gallery.getByText("Phone, 390 px wide")).toBeVisible();
  // A tile is about a third of a column wide, and fetches a file of that size, not one for the whole column.
  const tile = gallery.getByRole("img", { name: DESKTOP_ALT });
  await tile.scrollIntoViewIfNeeded();
  const { shown, fetched } = await tile.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return { shown: image.getBoundingClientRect().width * devicePixelRatio, fetched: image.naturalWidth };
  });
  expect(fetched).toBeGreaterThanOrEqual(shown);
  expect(fetched).toBeLessThan(shown * 2);
  await gallery.getByRole("link", { name: `Enlarge: ${PHONE_ALT}` }).click();
  await expect(page.getByRole("dialog", { name: PHONE_ALT })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: DESKTOP_ALT })).toBeVisible();
});

test("a before-and-after comparison moves by keyboard and by dragging, and says how much is 'before'", async ({ page }) => {
  await page.goto(CASE_STUDY);
  await expect(page.getByRole("img", { name: BEFORE_ALT })).toBeAttached();
  await expect(page.getByRole("img", { name: AFTER_ALT })).toBeAttached();
  const handle = page.getByRole("slider", { name: "Before and after" });
  await expect(handle).toHaveAttribute("aria-valuetext", "50% before");
  await handle.focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(handle).toHaveAttribute("aria-valuetext", "48% before");
  await page.keyboard.press("End");
  await expect(handle).toHaveAttribute("aria-valuetext", "100% before");

  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error("the comparison is not on screen");
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const shown = Number.parseInt((await handle.getAttribute("aria-valuetext")) ?? "", 10);
  expect(shown).toBeGreaterThanOrEqual(20);
  expect(shown).toBeLessThanOrEqual(30);
});

test("a screen recording shows its poster and loads nothing until started; it never plays by itself", async ({ page }) => {
  const videoRequests: string[] = [];
  page.on("request", (request) => {
    if (/\.(webm|mp4)$/.test(new URL(request.url()).pathname)) videoRequests.push(request.url());
  });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(CASE_STUDY);
  const video = sampleVideoOf(page);
  // Far down the page, its poster is not fetched yet: the first screen's images come first.
  expect(await video.getAttribute("poster")).toBeNull();
  // The poster is there, in the video's own shape, before anything plays.
  await expectPosterShown(page, video);
  await page.waitForTimeout(1000);
  expect(await video.evaluate((element: HTMLVideoElement) => ({ paused: element.paused, muted: element.muted }))).toEqual({
    paused: true,
    muted: true,
  });
  expect(videoRequests).toEqual([]);
});

test("reached by a link, inside the app, the screen recording shows once, with its poster", async ({ page }) => {
  await page.goto("/case-studies");
  await page.getByRole("link", { name: "Sending forms to everyone around a patient, in one booking" }).first().click();
  await expect(page).toHaveURL(CASE_STUDY);
  const video = sampleVideoOf(page);
  await expect(video).toHaveCount(1);
  await expectPosterShown(page, video);
});

test("a started screen recording plays, muted, with its captions shown", async ({ page }) => {
  await page.goto(CASE_STUDY);
  const video = sampleVideoOf(page);
  await video.scrollIntoViewIfNeeded();
  // What the play button of the browser's controls does.
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
  const state = await video.evaluate((element: HTMLVideoElement) => ({
    muted: element.muted,
    duration: element.duration,
    captions: [...element.textTracks].map((track) => ({ kind: track.kind, mode: track.mode, cues: track.cues?.length ?? 0 })),
  }));
  expect(state.muted).toBe(true);
  // A finite length, so the controls show it and a visitor can seek.
  expect(Number.isFinite(state.duration) && state.duration > 5).toBe(true);
  expect(state.captions).toEqual([{ kind: "captions", mode: "showing", cues: 5 }]);
});
