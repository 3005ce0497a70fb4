import type { RefObject } from "react";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import type { FrameGeometry, Size } from "./fit-frame.ts";

interface PrototypeStageProps {
  src: string | undefined;
  /** A Figma, Framer or ProtoPie embed rather than a page of this site. */
  isDesignTool: boolean;
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

// A page of this site runs scripts and forms; without allow-same-origin it cannot reach this site's
// storage or cookies. A design tool's embed is another origin, so allow-same-origin gives it its own
// storage (which it needs to run), never ours; its links may open in a tab of their own.
const OWN_PAGE_SANDBOX = "allow-scripts allow-forms";
const DESIGN_TOOL_SANDBOX = "allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox";

/** What the stage shows: 'No content', the poster (a button that loads the prototype) or the prototype itself. */
export function PrototypeStage(props: PrototypeStageProps) {
  const { src, isDesignTool, title, poster, isPosterPriority, mode, page, geometry, isLoaded, onLoad, onFrameLoad, frame } =
    props;
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
      sandbox={isDesignTool ? DESIGN_TOOL_SANDBOX : OWN_PAGE_SANDBOX}
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
