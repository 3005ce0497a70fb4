// `npm run posters [-- name ...]`: renders each prototype in public/prototypes at both base widths in
// Chromium and writes the posters the viewer shows before it loads: public/images/prototypes/{name}-{mode}.png.
// Re-run it after changing a prototype; the settings reference these files.
import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { pageSizeOf, type ViewerMode } from "#src/features/prototype-viewer/fit-frame.ts";
import { DESKTOP_BASE_WIDTH, MOBILE_BASE_WIDTH } from "#src/lib/prototype-constants.ts";
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from "./chromium.ts";

const BASE_WIDTHS: Record<ViewerMode, number> = { desktop: DESKTOP_BASE_WIDTH, mobile: MOBILE_BASE_WIDTH };
// A phone poster is shown at nearly its real size, so it gets twice the pixels to stay sharp on dense screens.
export const POSTER_PIXEL_RATIOS: Record<ViewerMode, number> = { desktop: 1, mobile: 2 };

export interface PosterOptions {
  prototypesDir: string;
  outDir: string;
  /** Prototype file names without .html; every page in prototypesDir when omitted. */
  names?: string[];
}

/** Writes {name}-desktop.png and {name}-mobile.png for each prototype; returns the paths written. */
export async function makePrototypePosters({ prototypesDir, outDir, names }: PosterOptions): Promise<string[]> {
  const pages = names ?? (await readdir(prototypesDir)).filter((file) => file.endsWith(".html")).map((file) => file.slice(0, -5));
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const written: string[] = [];
  try {
    for (const name of pages) {
      for (const mode of ["desktop", "mobile"] as const) {
        const context = await browser.newContext({
          viewport: pageSizeOf(mode, BASE_WIDTHS[mode]),
          deviceScaleFactor: POSTER_PIXEL_RATIOS[mode],
          colorScheme: "light",
          reducedMotion: "reduce",
        });
        const page = await context.newPage();
        await page.goto(pathToFileURL(path.join(prototypesDir, `${name}.html`)).href, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(outDir, `${name}-${mode}.png`);
        await page.screenshot({ path: file, animations: "disabled", caret: "hide" });
        written.push(file);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { positionals } = parseArgs({ allowPositionals: true });
  const root = path.resolve(import.meta.dirname, "..");
  const written = await makePrototypePosters({
    prototypesDir: path.join(root, "public/prototypes"),
    outDir: path.join(root, "public/images/prototypes"),
    names: positionals.length > 0 ? positionals : undefined,
  });
  for (const file of written) console.log(`Wrote ${path.relative(root, file)}`);
}
