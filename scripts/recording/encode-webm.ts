// Screencast frames to a WebM file, in Chromium itself (scripts/make-sample-recording.ts): no ffmpeg.
import { createRequire } from "node:module";
import type { Browser } from "@playwright/test";

const FRAME_RATE = 30;
// Enough for the form's text to stay sharp; a still screen costs VP9 almost nothing.
const BITS_PER_SECOND = 900_000;

export interface Frame {
  /** Base64 JPEG. */
  data: string;
  /** Seconds, from the screencast's clock. */
  time: number;
}

/** Replays the frames on a canvas at their own times while Chromium's MediaRecorder encodes them as VP9 WebM. */
export async function encodeWebm(browser: Browser, frames: Frame[], size: { width: number; height: number }): Promise<Buffer> {
  const page = await browser.newPage({ viewport: size });
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
    { frames, size, frameRate: FRAME_RATE, bitsPerSecond: BITS_PER_SECOND },
  );
  await page.close();
  return Buffer.from(base64, "base64");
}
