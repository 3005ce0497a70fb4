// `npm run recording`: the sample case study's screen recording, made from its own prototype in
// Chromium: a clinician adds the mother and a teacher, reviews and sends. Writes
// public/videos/recipient-cards-booking.webm, its poster (public/images/case-studies/…-poster.png)
// and its captions (.vtt). An owner records their own work with any screen recorder instead.
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from "./chromium.ts";

const SIZE = { width: 1280, height: 800 };
const FRAME_RATE = 30;
const ORIGIN = "http://127.0.0.1:9";
// Enough for the form's text to stay sharp; a still screen costs VP9 almost nothing.
const BITS_PER_SECOND = 900_000;

interface Frame {
  /** Base64 JPEG. */
  data: string;
  /** Seconds, from the screencast's clock. */
  time: number;
}

interface Caption {
  start: number;
  end: number;
  text: string;
}

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
    ...{ maxWidth: SIZE.width, maxHeight: SIZE.height },
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

/** Replays the frames on a canvas at their own times while Chromium's MediaRecorder encodes them as VP9 WebM. */
async function encodeWebm(browser: Browser, frames: Frame[]): Promise<Buffer> {
  const page = await browser.newPage({ viewport: SIZE });
  // MediaRecorder leaves out the file's duration; without it a player shows no length and cannot seek.
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve("fix-webm-duration") });
  const base64 = await page.evaluate(
    async ({ frames, size, frameRate, bitsPerSecond }) => {
      const canvas = document.createElement("canvas");
      canvas.width = size.width;
      canvas.height = size.height;
      document.body.append(canvas);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2D canvas");
      const images = await Promise.all(
        frames.map(async (frame) => createImageBitmap(await (await fetch(`data:image/jpeg;base64,${frame.data}`)).blob())),
      );
      const first = frames[0]?.time ?? 0;
      context.drawImage(images[0] as ImageBitmap, 0, 0, size.width, size.height);
      const recorder = new MediaRecorder(canvas.captureStream(frameRate), {
        mimeType: "video/webm;codecs=vp9",
        videoBitsPerSecond: bitsPerSecond,
      });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      recorder.start();
      const startedAt = performance.now();
      for (const [index, frame] of frames.entries()) {
        const due = startedAt + (frame.time - first) * 1000;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        context.drawImage(images[index] as ImageBitmap, 0, 0, size.width, size.height);
      }
      // The last frame stays on screen for a moment before the end.
      await new Promise((resolve) => setTimeout(resolve, 600));
      recorder.stop();
      await stopped;
      const duration = performance.now() - startedAt;
      type FixDuration = (blob: Blob, ms: number, callback: undefined, options: object) => Promise<Blob>;
      const fix = (window as unknown as { ysFixWebmDuration: FixDuration }).ysFixWebmDuration;
      const blob = await fix(new Blob(chunks, { type: "video/webm" }), duration, undefined, { logger: false });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { frames, size: SIZE, frameRate: FRAME_RATE, bitsPerSecond: BITS_PER_SECOND },
  );
  await page.close();
  return Buffer.from(base64, "base64");
}

const timestampOf = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${(seconds - minutes * 60).toFixed(3).padStart(6, "0")}`;
};

/** WebVTT: one cue per step of the booking. */
export function webVttOf(captions: Caption[]): string {
  const cues = captions.map(({ start, end, text }) => `${timestampOf(start)} --> ${timestampOf(end)}\n${text}`);
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "..");
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const { frames, captions, poster } = await recordBooking(browser, path.join(root, "public/prototypes/recipient-cards.html"));
    const video = await encodeWebm(browser, frames);
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
