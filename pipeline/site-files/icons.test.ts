import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { APPLE_TOUCH_ICON, FAVICON_PNG, PNG_ICONS } from "#src/lib/site-files.ts";
import { renderIcon } from "./icons.ts";
import { readPngSize } from "./png-size.ts";

const FAVICON_SVG = readFileSync(path.resolve(import.meta.dirname, "../../public/favicon.svg"));

/** The alpha of the top-left pixel: the favicon's rounded corner. */
async function cornerAlpha(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[info.channels - 1] ?? -1;
}

test("renders each icon from favicon.svg at its exact size", async () => {
  for (const icon of PNG_ICONS) {
    expect(readPngSize(await renderIcon(FAVICON_SVG, icon)), icon.path).toEqual({ width: icon.size, height: icon.size });
  }
});

test("fills the Apple touch icon edge to edge and keeps the favicon's corners transparent", async () => {
  expect(await cornerAlpha(await renderIcon(FAVICON_SVG, APPLE_TOUCH_ICON))).toBe(255);
  expect(await cornerAlpha(await renderIcon(FAVICON_SVG, FAVICON_PNG))).toBe(0);
});
