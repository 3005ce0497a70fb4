import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageInfo } from "#src/lib/image-info.ts";

// Widths offered in srcset (px); each raster image also gets its own width. Covers, posters and
// photos are shown from phone width (360 to 412 css px at 1.75x to 2x: the 720) up to a 1440 px desktop column.
export const VARIANT_WIDTHS = [480, 720, 960, 1440] as const;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const RASTER = /\.(png|jpe?g|webp|avif)$/i;
const ENCODE = { avif: { quality: 60, effort: 4 }, webp: { quality: 80 } } as const;

export interface Variant {
  fileName: string;
  source: Buffer;
}

export function isRaster(file: string): boolean {
  return RASTER.test(file);
}

/** The widths a raster image of `width` px is offered in: the standard ones below it, and its own. */
export function variantWidths(width: number): number[] {
  return [...new Set([...VARIANT_WIDTHS.filter((candidate) => candidate < width), width])];
}

/**
 * Encodes one variant, through a disk cache keyed by the source's bytes and the settings: AVIF
 * takes seconds per image, and most builds see the same images again.
 */
async function encode(source: Buffer, width: number, format: VariantFormat, cacheDir: string): Promise<Buffer> {
  const key = createHash("sha256")
    .update(source)
    .update(JSON.stringify([width, format, ENCODE[format]]))
    .digest("hex");
  const cached = path.join(cacheDir, `${key}.${format}`);
  try {
    return await readFile(cached);
  } catch {
    const image = sharp(source).resize({ width, withoutEnlargement: true });
    const encoded = await (format === "avif" ? image.avif(ENCODE.avif) : image.webp(ENCODE.webp)).toBuffer();
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cached, encoded);
    return encoded;
  }
}

/**
 * Describes a file under public/ (by its site path, such as /images/cover.png): its size, and for
 * a raster image its AVIF and WebP variants, named with a content hash so they can be cached forever.
 */
export async function describeImage(
  publicDir: string,
  sitePath: string,
  options: { withVariants: boolean; cacheDir: string },
): Promise<{ info: ImageInfo; variants: Variant[] }> {
  const source = await readFile(path.join(publicDir, sitePath));
  const { width = 0, height = 0 } = await sharp(source).metadata();
  if (!isRaster(sitePath) || !options.withVariants) return { info: { width, height }, variants: [] };

  const hash = createHash("sha256").update(source).digest("hex").slice(0, 8);
  const name = path.basename(sitePath).replace(RASTER, "");
  const variants: Variant[] = [];
  const sources = {} as Record<VariantFormat, string>;
  for (const format of VARIANT_FORMATS) {
    const entries: string[] = [];
    for (const variantWidth of variantWidths(width)) {
      const fileName = `assets/images/${name}-${variantWidth}-${hash}.${format}`;
      variants.push({ fileName, source: await encode(source, variantWidth, format, options.cacheDir) });
      entries.push(`/${fileName} ${variantWidth}w`);
    }
    sources[format] = entries.join(", ");
  }
  return { info: { width, height, sources }, variants };
}
