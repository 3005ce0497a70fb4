import { images } from "virtual:content/images";
import type { ImageInfo } from "./image-info.ts";

// Sizes and variants of images the shared module leaves out, those only unlisted or protected work
// uses (docs/decisions/016-private-work.md): their page brings them in its route data.
const pageImages = new Map<string, ImageInfo>();

/** Adds a page's own images; called as its route renders, before any image on it asks. */
export function addPageImages(infos: Readonly<Record<string, ImageInfo>>): void {
  for (const [sitePath, info] of Object.entries(infos)) pageImages.set(sitePath, info);
}

/** What the build knows of the image at `sitePath`, or undefined for a file it did not describe. */
export function imageInfoOf(sitePath: string): ImageInfo | undefined {
  return images[sitePath] ?? pageImages.get(sitePath);
}
