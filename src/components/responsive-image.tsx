import type { ImgHTMLAttributes } from "react";
import { imageInfoOf } from "../lib/image-infos.ts";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "srcSet" | "sizes">;

export interface ResponsiveImageProps extends ImgProps {
  /** The original file's site path, as the owner wrote it: /images/cover.png */
  src: string;
  alt: string;
  /** How wide the image is shown, for the browser's choice among the variants. */
  sizes: string;
  /** The largest image of the first screen: loaded at once, ahead of everything else. */
  isPriority?: boolean;
}

/**
 * An image with its real width and height (no layout shift) and, for raster files, AVIF and WebP
 * variants in a <picture>; lazy unless it is the first screen's main image.
 */
export function ResponsiveImage({ src, alt, sizes, isPriority = false, ...rest }: ResponsiveImageProps) {
  const info = imageInfoOf(src);
  const img = (
    <img
      src={src}
      alt={alt}
      width={info?.width}
      height={info?.height}
      loading={isPriority ? "eager" : "lazy"}
      decoding={isPriority ? "sync" : "async"}
      fetchPriority={isPriority ? "high" : undefined}
      {...rest}
    />
  );
  if (!info?.sources) return img;
  return (
    <picture>
      {info.sources.avif && <source type="image/avif" srcSet={info.sources.avif} sizes={sizes} />}
      {info.sources.webp && <source type="image/webp" srcSet={info.sources.webp} sizes={sizes} />}
      {img}
    </picture>
  );
}
