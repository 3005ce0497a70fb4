import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageInfo } from "#src/lib/image-info.ts";

// Widths offered in srcset (px); each raster image also gets its own width. Covers, posters and
// photos are shown from phone width (360 to 412 css px at 1.75x to 2x: the 720) up to a 1440 px desktop column.
export const VARIANT_WIDTHS = [480, 720, 960, 1440] as const;
// The widest a raster image's own-width variant gets. No page shows an image wider than the text column
// (736 css px on a tablet, 1472 px at 2x, src/lib/image-sizes.ts), and the image viewer opens the
// original file: a camera's 4000 px photo needs no 4000 px AVIF, which takes long to encode and is
// never chosen. 1920 leaves room above 1472 for a 2.5x screen.
export const MAX_VARIANT_WIDTH = 1920;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const RASTER = /\.(png|jpe?g|webp|avif)$/i;
const SVG = /\.svg$/i;
const ENCODE = { avif: { quality: 60, effort: 4 }, webp: { quality: 80 } } as const;
// A drawing is shown from its WebP variants (decision 019): drawn by the browser, an SVG with text and
// shadows cost a slowed phone more main-thread time than the rest of its page. WebP alone, lossy at
// 80: flat colours keep well, and it encodes in milliseconds where AVIF takes seconds. Up to twice its
// own width, sharp on a 2x screen, and no wider than the widest variant of a photo.
const DRAWING_FORMATS = ["webp"] as const;
const DRAWING_MAX_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 1440;
// What only a browser draws right: text (the build machine's fonts are not the visitor's, and a
// slim build image has none at all, which draws text blank), colours for the theme or other media
// queries, motion, scripts, HTML inside. Text exported as outlines is paths, and is drawn.
const DRAWN_BY_THE_BROWSER = /<text\b|@media|light-dark\(|<animate|<set\b|@keyframes|<script|<foreignObject/i;

export interface Variant {
  fileName: string;
  source: Buffer;
}

export function isRaster(file: string): boolean {
  return RASTER.test(file);
}

/** A static SVG, drawn the same in any browser and any theme, so it can be shown as pixels. */
export function isStaticDrawing(file: string, source: Buffer): boolean {
  return SVG.test(file) && !DRAWN_BY_THE_BROWSER.test(source.toString("utf8"));
}

/** The widths a raster image of `width` px is offered in: the standard ones below it, and its own, at most MAX_VARIANT_WIDTH. */
export function variantWidths(width: number): number[] {
  const widest = Math.min(width, MAX_VARIANT_WIDTH);
  return [...new Set([...VARIANT_WIDTHS.filter((candidate) => candidate < widest), widest])];
}

/** The widths a drawing of `width` px is offered in: as a raster image twice as wide, at most the widest. */
export function drawingWidths(width: number): number[] {
  return variantWidths(Math.min(2 * width, DRAWING_MAX_WIDTH));
}

/**
 * Encodes one variant, through a disk cache keyed by the source's bytes and the settings: AVIF
 * takes seconds per image, and most builds see the same images again. A drawing may be wider than
 * its own size: libvips draws an SVG at the size asked for, so it stays sharp. A camera photo is
 * turned upright first, by its EXIF orientation: a variant keeps no EXIF, so a portrait photo
 * stored sideways would otherwise be shown sideways.
 */
async function encode(
  source: Buffer,
  { width, isDrawing, orientation }: { width: number; isDrawing: boolean; orientation: number },
  format: VariantFormat,
  cacheDir: string,
): Promise<Buffer> {
  // An upright image keeps the key it had before variants were turned upright, so its cached variants
  // (the same pixels) still serve; a turned one gets a new key, never a sideways variant from the cache.
  const settings = [width, format, ENCODE[format], isDrawing, ...(orientation > 1 ? [orientation] : [])];
  const key = createHash("sha256").update(source).update(JSON.stringify(settings)).digest("hex");
  const cached = path.join(cacheDir, `${key}.${format}`);
  try {
    return await readFile(cached);
  } catch {
    const image = sharp(source).autoOrient().resize({ width, withoutEnlargement: !isDrawing });
    const encoded = await (format === "avif" ? image.avif(ENCODE.avif) : image.webp(ENCODE.webp)).toBuffer();
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cached, encoded);
    return encoded;
  }
}

/**
 * Describes a file under public/ (by its site path, such as /images/cover.png): its size as shown
 * (a photo's EXIF orientation applied, as browsers do), and for
 * a raster image its AVIF and WebP variants, for a static drawing its WebP ones, named with a content
 * hash so they can be cached forever.
 */
export async function describeImage(
  publicDir: string,
  sitePath: string,
  options: { withVariants: boolean; cacheDir: string },
): Promise<{ info: ImageInfo; variants: Variant[] }> {
  const source = await readFile(path.join(publicDir, sitePath));
  const { autoOrient, orientation = 1 } = await sharp(source).metadata();
  const { width = 0, height = 0 } = autoOrient;
  const isDrawing = isStaticDrawing(sitePath, source);
  if (!(isRaster(sitePath) || isDrawing) || !options.withVariants) return { info: { width, height }, variants: [] };

  const hash = createHash("sha256").update(source).digest("hex").slice(0, 8);
  const name = path.basename(sitePath).replace(isDrawing ? SVG : RASTER, "");
  const variants: Variant[] = [];
  const sources: Partial<Record<VariantFormat, string>> = {};
  for (const format of isDrawing ? DRAWING_FORMATS : VARIANT_FORMATS) {
    const entries: string[] = [];
    for (const variantWidth of isDrawing ? drawingWidths(width) : variantWidths(width)) {
      const fileName = `assets/images/${name}-${variantWidth}-${hash}.${format}`;
      const settings = { width: variantWidth, isDrawing, orientation };
      variants.push({ fileName, source: await encode(source, settings, format, options.cacheDir) });
      entries.push(`/${fileName} ${variantWidth}w`);
    }
    sources[format] = entries.join(", ");
  }
  return { info: { width, height, sources }, variants };
}
