// `npm run recording`: the sample case study's screen recording, made from its own prototype in
// Chromium: a clinician adds the mother and a teacher, reviews and sends. Writes
// public/videos/recipient-cards-booking.webm, its poster (public/images/case-studies/…-poster.png)
// and its captions (.vtt). An owner records their own work with any screen recorder instead.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from "./chromium.ts";
import { encodeWebm, type Frame } from "./recording/encode-webm.ts";
import { type Caption, webVttOf } from "./recording/web-vtt.ts";

const SIZE = { width: 1280, height: 800 };
const ORIGIN = "http://127.0.0.1:9";

// Headless Chromium draws no pointer; this one follows the mouse so a viewer sees what is clicked.
const POINTER = `
  const pointer = document.createElement("div");
  pointer.setAttribute("aria-hidden", "true");
  pointer.style.cssText = "position:fixed;left:0;top:0;width:22px;height:22px;z-index:2147483647;pointer-events:none;" +
    "border-radius:50%;background:rgb(15 23 42 / 0.35);border:2px solid #fff;box-shadow:0 1px 4px rgb(0 0 0 / 0.4);" +
    "transform:translate(-50%,-50%);transition:scale 120ms";
  document.addEventListener("mousemove", (event) => { pointer.style.left = event.clientX + "px"; pointer.style.top = event.clientY + "px"; });
  document.addEventListener("mousedown", () => { pointer.style.scale = "0.7"; });
  document.addEventListener("mouseup", () => { pointer.style.scale = "1"; });
  document.addEventListener("DOMContentLoaded", () => document.body.append(pointer));
`;

/** Moves the pointer to the middle of the element, slowly enough to follow, and clicks it. */
async function clickSlowly(page: Page, name: string | RegExp, role: "button" = "button") {
  const target = page.getByRole(role, { name }).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to click named ${name}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 24 });
  await page.waitForTimeout(250);
  await page.mouse.down();
  await page.mouse.up();
}

/** Plays the booking in the prototype while the screencast records it; returns the frames and what each step shows. */
async function recordBooking(
  browser: Browser,
  prototype: string,
): Promise<{ frames: Frame[]; captions: Caption[]; poster: Buffer }> {
  const context = await browser.newContext({ viewport: SIZE, colorScheme: "light", reducedMotion: "no-preference" });
  await context.addInitScript(POINTER);
  // Served from the disk under a loopback address no request ever reaches: a module script will not run from file://.
  await context.route(`${ORIGIN}/**`, async (route) => {
    const file = path.join(path.dirname(prototype), path.basename(new URL(route.request().url()).pathname));
    await route.fulfill({ path: file });
  });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/${path.basename(prototype)}`, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(SIZE.width * 0.7, SIZE.height * 0.6);
  const poster = await page.screenshot({ type: "png", animations: "disabled", caret: "hide" });

  const session = await context.newCDPSession(page);
  const frames: Frame[] = [];
  session.on("Page.screencastFrame", ({ data, metadata, sessionId }) => {
    // Seconds since 1970, like Date.now() / 1000.
    frames.push({ data, time: metadata.timestamp ?? Date.now() / 1000 });
    session.send("Page.screencastFrameAck", { sessionId }).catch(() => undefined);
  });
  await session.send("Page.startScreencast", {
    format: "jpeg",
    quality: 92,
    maxWidth: SIZE.width,
    maxHeight: SIZE.height,
  });
  // Absolute times, like the frames'; made relative to the first frame, the video's start, at the end.
  const captions: Caption[] = [];
  // The screencast sends a frame when the screen changes, but may fall silent after a step; a
  // screenshot of where each step ends, on the same clock, makes sure every state is in the video.
  const keepFrame = async () => {
    const time = Date.now() / 1000;
    frames.push({ data: (await page.screenshot({ type: "jpeg", quality: 92 })).toString("base64"), time });
  };
  const step = async (text: string, act: () => Promise<void>, hold = 2800) => {
    const start = Date.now() / 1000;
    await act();
    await page.waitForTimeout(hold / 2);
    await keepFrame();
    await page.waitForTimeout(hold / 2);
    captions.push({ start, end: Date.now() / 1000, text });
  };
  await step("The booking form opens with the patient, Leo, as the first recipient.", () => page.waitForTimeout(600), 2400);
  await step("The clinician adds Leo's mother from the suggestions, with her email already filled in.", () =>
    clickSlowly(page, "Add Maya Hughes"),
  );
  await step("A teacher is added from the record too; each card shows who gets which forms.", () =>
    clickSlowly(page, "Add Daniel Reed"),
  );
  await step(
    "Review and send shows every person, their channel and their forms.",
    () => clickSlowly(page, "Review and send"),
    3600,
  );
  await step("Send forms confirms who the forms went to.", () => clickSlowly(page, "Send forms"), 3200);
  await keepFrame();
  await session.send("Page.stopScreencast");
  await context.close();
  if (frames.length < 2) throw new Error("the screencast sent no frames");
  frames.sort((a, b) => a.time - b.time);
  const zero = frames[0]?.time ?? 0;
  const relative = captions.map(({ start, end, text }) => ({ start: Math.max(0, start - zero), end: end - zero, text }));
  return { frames, captions: relative, poster };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "..");
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const { frames, captions, poster } = await recordBooking(browser, path.join(root, "public/prototypes/recipient-cards.html"));
    const video = await encodeWebm(browser, frames, SIZE);
    const name = "recipient-cards-booking";
    const files = {
      [`public/videos/${name}.webm`]: video,
      [`public/videos/${name}.vtt`]: webVttOf(captions),
      [`public/images/case-studies/${name}-poster.png`]: poster,
    };
    for (const [file, data] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), data);
      console.log(`Wrote ${file} (${Math.round(Buffer.byteLength(data) / 1024)} KB)`);
    }
  } finally {
    await browser.close();
  }
}
