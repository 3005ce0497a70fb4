import { existsSync, statSync } from "node:fs";
import sharp from "sharp";
import { publicFileOf } from "./content-dir.ts";
import type { ShownImage } from "./shown-images.ts";

// docs/product.md#content: `npm run check` warns of an image that looks soft or is slow to open, and
// still passes; the site works either way.
const RASTER = /\.(png|jpe?g|webp|avif)$/i;
const SVG = /\.svg$/i;
const GIF = /\.gif$/i;
/** A screen draws an image from twice its css width: most phones and laptops are 2x screens. */
const DEVICE_PIXEL_RATIO = 2;
/** In decimal megabytes, as macOS's Finder counts a file's size. */
const MAX_BYTES = 10_000_000;

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The fix for a file over MAX_BYTES, by kind: a photo or screenshot, a drawing, an animation. */
function smallerFileFix(sitePath: string, width: number | undefined, needed: number | undefined): string {
  if (SVG.test(sitePath))
    return "simplify the drawing (fewer points, no embedded pictures), or export it as JPEG at quality about 80";
  if (GIF.test(sitePath)) return "show it as a <Video> (mp4 or webm) instead";
  const resize = width !== undefined && needed !== undefined && width > needed ? `, or resize it to ${needed} px wide` : "";
  return `export it as JPEG at quality about 80${resize}`;
}

/**
 * Warnings about the images the content shows, each naming the file that shows it, the place, the
 * image, and the fix: a raster image narrower than twice the widest it is shown (soft on a 2x screen),
 * posters aside, and any image over 10 MB. A missing file is left to the references' check, and the
 * width of one sharp cannot read to the build, which names it.
 */
export async function checkImageFiles(shown: readonly ShownImage[], publicDir: string): Promise<string[]> {
  const warnings: string[] = [];
  const sitePaths = [...new Set(shown.map(({ sitePath }) => sitePath))];
  for (const sitePath of sitePaths) {
    const file = publicFileOf(publicDir, sitePath);
    if (!existsSync(file)) continue;
    const places = shown.filter((each) => each.sitePath === sitePath);
    // A poster (a prototype's screenshot at its frame's width, a video's first frame) cannot be sharper
    // than what it stands for, wherever else it is shown too.
    const isPoster = places.some((place) => place.widest === undefined);
    // Where it is shown widest: the place to name, and the width it needs.
    const widestPlace = isPoster
      ? undefined
      : places.reduce((widest, place) => ((place.widest ?? 0) > (widest.widest ?? 0) ? place : widest));
    const needed = widestPlace?.widest === undefined ? undefined : Math.ceil(widestPlace.widest * DEVICE_PIXEL_RATIO);
    // As shown: a camera photo's EXIF orientation applied, as browsers and the build do.
    const width = RASTER.test(sitePath)
      ? await sharp(file)
          .metadata()
          .then(
            ({ autoOrient }) => autoOrient.width,
            () => undefined,
          )
      : undefined;
    if (widestPlace && needed !== undefined && width !== undefined && width < needed) {
      warnings.push(
        `${widestPlace.owner}: ${widestPlace.place}: ${sitePath} is ${width} px wide, but it is shown up to ${widestPlace.widest} px wide, which takes ${needed} px on a 2x screen: export it at least ${needed} px wide`,
      );
    }
    const { size } = statSync(file);
    const at = widestPlace ?? places[0];
    if (size > MAX_BYTES && at) {
      warnings.push(
        `${at.owner}: ${at.place}: ${sitePath} is ${megabytes(size)}, over 10 MB: ${smallerFileFix(sitePath, width, needed)}`,
      );
    }
  }
  return warnings;
}
