import sharp from "sharp";
import { PALETTE } from "./palette.ts";

/** Where a case study's cover sits on its card: 16:10 like the covers in public/images, bleeding off the right edge. */
export const COVER_FRAME = { left: 672, top: 140, width: 608, height: 380, radius: 20 } as const;

// CSS's '0 24px 48px' shadow: a 48 px blur radius is a Gaussian of sigma 24, which fades out within 3 sigma.
const SHADOW_SIGMA = 24;
const SHADOW_OPACITY = 0.14;
export const SHADOW_OFFSET_Y = 24;
export const SHADOW_MARGIN = SHADOW_SIGMA * 3;

let shadow: Promise<string> | undefined;

/**
 * The frame's soft shadow as a PNG data URI, blurred by libvips once per build. Drawn as an SVG
 * blur filter instead, it made each case study's card about ten times slower to rasterise.
 */
export function renderCoverShadow(): Promise<string> {
  shadow ??= (async () => {
    const { width, height, radius } = COVER_FRAME;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2 * SHADOW_MARGIN}" height="${height + 2 * SHADOW_MARGIN}">
      <rect x="${SHADOW_MARGIN}" y="${SHADOW_MARGIN}" width="${width}" height="${height}" rx="${radius}" fill="${PALETTE.text}" fill-opacity="${SHADOW_OPACITY}"/>
    </svg>`;
    const png = await sharp(Buffer.from(svg)).blur(SHADOW_SIGMA).png().toBuffer();
    return `data:image/png;base64,${png.toString("base64")}`;
  })();
  return shadow;
}
