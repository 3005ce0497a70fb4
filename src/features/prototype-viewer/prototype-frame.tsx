import { useRef, useState } from "react";
import { ASPECT_RATIOS, type PrototypeSettings } from "../../lib/prototype-settings";
import "./prototype-frame.css";
import { useFitScale } from "./use-fit-scale";

export interface PrototypeFrameProps {
  settings: PrototypeSettings;
}

/**
 * Spec §4 'Prototype viewer', first part: the poster shows first; a click, Enter or Space
 * (a native button) loads the prototype in a sandboxed frame scaled to fit. The full viewer
 * (mode switch, fullscreen) is issue 3.
 */
export function PrototypeFrame({ settings }: PrototypeFrameProps) {
  const [isLoaded, setLoaded] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const mode = settings.mode;
  const baseWidth = settings.baseWidths[mode];
  const scale = useFitScale(stage, baseWidth, settings.zoom[mode]);
  const title = settings.title ?? "Interactive prototype";
  const poster = settings.posters[mode];
  const [ratioWidth, ratioHeight] = ASPECT_RATIOS[mode];

  return (
    <figure className="prototype-frame" data-mode={mode}>
      <div ref={stage} className="prototype-frame__stage">
        {!settings.src ? (
          <p className="prototype-frame__empty">No content</p>
        ) : isLoaded ? (
          <iframe
            className="prototype-frame__iframe"
            src={settings.src}
            title={title}
            // Scripts and forms run; without allow-same-origin the page cannot reach this site's storage or cookies.
            sandbox="allow-scripts allow-forms"
            width={baseWidth}
            height={Math.round((baseWidth * ratioHeight) / ratioWidth)}
            style={{ transform: `scale(${scale ?? 1})`, visibility: scale ? "visible" : "hidden" }}
          />
        ) : (
          <button
            type="button"
            className="prototype-frame__poster"
            aria-label={`Load prototype: ${title}`}
            onClick={() => setLoaded(true)}
          >
            {poster && <img src={poster} alt="" />}
            <span className="prototype-frame__play">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
              </svg>
              Load prototype
            </span>
          </button>
        )}
      </div>
      <figcaption className="prototype-frame__caption">
        <span>Interactive prototype</span>
        {settings.src && (
          <a href={settings.src} target="_blank" rel="noopener noreferrer" onClick={() => setLoaded(true)}>
            Open in new tab
          </a>
        )}
      </figcaption>
    </figure>
  );
}
