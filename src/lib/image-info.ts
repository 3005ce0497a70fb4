/** What the build knows of an image under public/images (pipeline/images/images-plugin.ts). */
export interface ImageInfo {
  width: number;
  height: number;
  /** Raster images only: `srcset` strings of the AVIF and WebP variants. */
  sources?: { avif: string; webp: string };
}
