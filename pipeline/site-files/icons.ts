import sharp from "sharp";
import type { PngIcon } from "#src/lib/site-files.ts";
import { PALETTE } from "./palette.ts";

/** SVG's default resolution: an SVG drawn at 32 px renders at 32 px at this density. */
const SVG_BASE_DENSITY = 72;

/**
 * One PNG icon from public/favicon.svg, rendered at the density that makes it exactly `size`
 * pixels (not upscaled from a small bitmap). An opaque icon fills the favicon's rounded corners
 * with its accent background.
 */
export async function renderIcon(faviconSvg: Buffer, icon: PngIcon): Promise<Buffer> {
  const { width = icon.size } = await sharp(faviconSvg).metadata();
  const image = sharp(faviconSvg, { density: (SVG_BASE_DENSITY * icon.size) / width }).resize(icon.size, icon.size);
  if (icon.isOpaque) image.flatten({ background: PALETTE.accent });
  return image.png({ compressionLevel: 9 }).toBuffer();
}
