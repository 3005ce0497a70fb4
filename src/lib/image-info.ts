/** What the build knows of an image under public/images (pipeline/images/images-plugin.ts). */
export interface ImageInfo {
  width: number;
  height: number;
  /**
   * `srcset` strings of the variants: AVIF and WebP for a raster image, WebP for a static drawing
   * (pipeline/images/image-variants.ts); none for an SVG only a browser draws right.
   */
  sources?: { avif?: string; webp?: string };
}
