import { useEffect, useRef } from "react";
import { imageInfoOf } from "../lib/image-infos.ts";
import "./video.css";

export interface VideoProps {
  /** A screen recording under public/, mp4 or webm: /videos/flow.webm */
  src: string;
  /** The image shown before the video starts, under public/images. */
  poster: string;
  /** A WebVTT file of captions, under public/. */
  captions?: string;
  caption?: string;
}

const VIDEO_TYPES: Record<string, string> = { mp4: "video/mp4", webm: "video/webm" };
// The text column is at most 42rem: about 1,350 device pixels on a dense screen.
const POSTER_WIDTH = 1344;

/** The poster's WebP variant nearest above the column's width (the original file for an SVG only a browser draws right). */
function posterSourceOf(poster: string): string {
  const candidates = (imageInfoOf(poster)?.sources?.webp ?? "")
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .flatMap(([url, width]) => (url && width ? [{ url, width: Number.parseInt(width, 10) }] : []))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= POSTER_WIDTH) ?? candidates.at(-1))?.url ?? poster;
}

/**
 * `<Video src poster captions caption>`: a screen recording with the browser's own controls, muted,
 * that plays only when the visitor starts it (never by itself, so reduced motion is respected), its
 * poster shown first and nothing of it downloaded before. The poster's size reserves the video's space.
 */
export function Video({ src, poster, captions, caption }: VideoProps) {
  const info = imageInfoOf(poster);
  const video = useRef<HTMLVideoElement>(null);
  const posterSource = posterSourceOf(poster);
  // A browser fetches and decodes a poster at once, wherever its video is on the page: on a phone
  // that held back the first screen's image. So it is set as the video comes near the screen.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.poster = posterSource;
        observer.disconnect();
      },
      { rootMargin: "800px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [posterSource]);
  const extension = src.split(/[?#]/)[0]?.split(".").pop()?.toLowerCase() ?? "";
  const media = (
    <>
      <source src={src} type={VIDEO_TYPES[extension]} />
      {captions && <track kind="captions" src={captions} label="Captions" default />}
    </>
  );
  return (
    // Its spacing and caption are an image block's (prose.css).
    <figure className="prose-figure prose-video">
      <video
        ref={video}
        className="prose-video__scripted"
        controls
        muted
        playsInline
        preload="none"
        width={info?.width}
        height={info?.height}
      >
        {media}
      </video>
      {/* Without JavaScript, the same video with its poster in the HTML (video.css hides the other).
          A browser that runs scripts reads this as text, so it fetches nothing of it. */}
      <noscript>
        <video controls muted playsInline preload="none" width={info?.width} height={info?.height} poster={posterSource}>
          {media}
        </video>
      </noscript>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
