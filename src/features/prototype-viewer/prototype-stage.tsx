import type { RefObject } from "react";
import { ResponsiveImage } from "../../components/responsive-image";
import type { FrameGeometry, Size } from "./fit-frame";

interface PrototypeStageProps {
  src: string | undefined;
  title: string;
  poster: string | undefined;
  /** On the home page the poster is the first screen's largest image. */
  isPosterPriority: boolean;
  mode: "desktop" | "mobile";
  page: Size;
  /** Undefined until the stage is measured; the frame stays hidden until then. */
  geometry: FrameGeometry | undefined;
  isLoaded: boolean;
  onLoad: () => void;
  /** The prototype's page has loaded in the frame. */
  onFrameLoad: () => void;
  frame: RefObject<HTMLIFrameElement | null>;
}

/** What the stage shows: 'No content', the poster (a button that loads the prototype) or the prototype itself. */
export function PrototypeStage(props: PrototypeStageProps) {
  const { src, title, poster, isPosterPriority, mode, page, geometry, isLoaded, onLoad, onFrameLoad, frame } = props;
  if (!src) return <p className="prototype-viewer__empty">No content</p>;
  if (!isLoaded) {
    return (
      <button type="button" className="prototype-viewer__poster" aria-label={`Load prototype: ${title}`} onClick={onLoad}>
        {poster && (
          <ResponsiveImage
            src={poster}
            alt=""
            // The stage is the content column on desktop (at most 72rem, inside the page's side margins of
            // at least 1rem each, so a phone picks the variant that fits, not the next one up) and a
            // 390 px phone in mobile mode.
            sizes={mode === "desktop" ? "(max-width: 40rem) calc(100vw - 2rem), (max-width: 72rem) 100vw, 72rem" : "351px"}
            isPriority={isPosterPriority}
          />
        )}
        <span className="prototype-viewer__play">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
          Load prototype
        </span>
      </button>
    );
  }
  return (
    <iframe
      ref={frame}
      className="prototype-viewer__frame"
      src={src}
      title={title}
      // Scripts and forms run; without allow-same-origin the page cannot reach this site's storage or cookies.
      sandbox="allow-scripts allow-forms"
      width={page.width}
      height={page.height}
      onLoad={onFrameLoad}
      style={
        geometry
          ? { transform: `translate(${geometry.x}px, ${geometry.y}px) scale(${geometry.scale})` }
          : { visibility: "hidden" }
      }
    />
  );
}
