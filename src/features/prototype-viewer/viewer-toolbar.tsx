import type { ReactNode, RefObject } from "react";
import type { ViewerMode } from "./fit-frame.ts";

interface ViewerToolbarProps {
  captionId: string;
  /** What 'Open in new tab' opens: the prototype's page, or the design tool's share link. */
  href: string | undefined;
  mode: ViewerMode;
  isLocked: boolean;
  isFullscreen: boolean;
  onModeChange: (mode: ViewerMode) => void;
  onOpenInNewTab: () => void;
  onFullscreenToggle: () => void;
  fullscreenButton: RefObject<HTMLButtonElement | null>;
  /** Shown beside the caption: the hint that the page scrolls, while it is wider than its box. */
  hint?: ReactNode;
}

const MODE_LABELS: Record<ViewerMode, string> = { desktop: "Desktop", mobile: "Mobile" };

/** The caption 'Interactive prototype', the scroll hint if any, and the viewer's controls: device, new tab, fullscreen. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const { captionId, href, mode, isLocked, isFullscreen, onModeChange, onOpenInNewTab, onFullscreenToggle, hint } = props;
  return (
    <div className="prototype-viewer__toolbar">
      <span id={captionId} className="prototype-viewer__caption">
        Interactive prototype
      </span>
      {hint}
      {href && (
        <div className="prototype-viewer__controls">
          {!isLocked && (
            <fieldset className="prototype-viewer__modes">
              <legend className="visually-hidden">Device</legend>
              {(["desktop", "mobile"] as const).map((option) => (
                <button key={option} type="button" aria-pressed={mode === option} onClick={() => onModeChange(option)}>
                  <DeviceIcon mode={option} />
                  {MODE_LABELS[option]}
                </button>
              ))}
            </fieldset>
          )}
          <a href={href} target="_blank" rel="noopener noreferrer" onClick={onOpenInNewTab}>
            Open in new tab
          </a>
          <button
            ref={props.fullscreenButton}
            type="button"
            className="prototype-viewer__fullscreen"
            onClick={onFullscreenToggle}
          >
            <FullscreenIcon isFullscreen={isFullscreen} />
            {isFullscreen ? "Exit fullscreen" : "Fullscreen"}
          </button>
        </div>
      )}
    </div>
  );
}

function DeviceIcon({ mode }: { mode: ViewerMode }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      {mode === "desktop" ? (
        <path d="M3 5h18v11H3zM9 20h6M12 16v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      ) : (
        <path d="M7 3h10v18H7zM11 18h2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      )}
    </svg>
  );
}

function FullscreenIcon({ isFullscreen }: { isFullscreen: boolean }) {
  const d = isFullscreen ? "M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" : "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5";
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
