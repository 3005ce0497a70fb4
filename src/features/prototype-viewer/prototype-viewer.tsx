import { type FocusEvent, useId, useRef, useState } from "react";
import type { PrototypeSettings } from "../../lib/content-model/prototype-settings-schema.ts";
import { fitFrame, pageSizeOf, type ViewerMode } from "./fit-frame.ts";
import { PrototypeStage } from "./prototype-stage.tsx";
import { NO_MORE, type ScrollEdges, useScrollEdges } from "./scroll-edges.ts";
import { ScrollHint } from "./scroll-hint.tsx";
import { useElementSize } from "./use-element-size.ts";
import { useFullscreenView } from "./use-fullscreen-view.ts";
import { ViewerToolbar } from "./viewer-toolbar.tsx";

export interface PrototypeViewerProps {
  settings: PrototypeSettings;
  /** True where the viewer is on the first screen (home): its poster loads first. */
  isPosterPriority?: boolean;
}

/**
 * docs/product.md#prototype-viewer: poster first, then the prototype at its base width scaled to fit;
 * desktop or mobile unless locked; fullscreen. The stage reserves its aspect ratio in CSS, so
 * nothing shifts while the poster or the prototype loads.
 */
export function PrototypeViewer({ settings, isPosterPriority = false }: PrototypeViewerProps) {
  const [mode, setMode] = useState<ViewerMode>(settings.mode);
  const [isLoaded, setLoaded] = useState(false);
  const figure = useRef<HTMLElement>(null);
  const view = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const fullscreenButton = useRef<HTMLButtonElement>(null);
  const stageSize = useElementSize(scroller);
  const fullscreen = useFullscreenView({ view, placeholder: figure, button: fullscreenButton, frame });
  const { isFullscreen } = fullscreen;
  const captionId = useId();
  const hintId = useId();
  const title = settings.title ?? "Interactive prototype";
  const load = () => setLoaded(true);
  // The poster button goes when it loads the prototype: focus follows into the prototype once its page is
  // there (focused any sooner, the frame would pass Tab on to the next control), unless it has moved on.
  const isFrameFocusDue = useRef(false);
  const loadFromPoster = () => {
    isFrameFocusDue.current = true;
    load();
  };
  const focusFrameIfDue = () => {
    if (!isFrameFocusDue.current) return;
    isFrameFocusDue.current = false;
    if (document.activeElement === document.body) frame.current?.focus();
  };
  const page = pageSizeOf(mode, settings.baseWidths[mode]);
  const geometry = stageSize && fitFrame(stageSize, page, settings.zoom[mode]);
  // Below the 0.3 minimum the page is larger than the stage, whose scroller then scrolls and must take focus to scroll
  // by keyboard; the hint and the edge shades show it does, as phones hide scrollbars (docs/product.md#prototype-viewer).
  const isOverflowing = Boolean(isLoaded && stageSize && geometry && page.width * geometry.scale > stageSize.width + 1);
  const measuredEdges = useScrollEdges(scroller, `${isLoaded} ${page.width} ${geometry?.scale}`);
  const edges = isOverflowing ? measuredEdges : NO_MORE;

  return (
    <figure
      ref={figure}
      className="prototype-viewer"
      data-mode={mode}
      data-fullscreen={isFullscreen}
      // Read by the build from the page's HTML: the frame origins its Content-Security-Policy allows (server/page-sources.ts).
      data-frame-origin={settings.frameOrigin}
      aria-labelledby={captionId}
    >
      <div
        ref={view}
        className="prototype-viewer__view"
        tabIndex={-1}
        {...(isFullscreen && { role: "dialog", "aria-modal": true, "aria-label": `${title}, fullscreen` })}
      >
        {isFullscreen && (
          <>
            {/* The backdrop is a pointer shortcut; Escape and the Exit fullscreen button do the same by keyboard. */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
            <div className="prototype-viewer__backdrop" onClick={fullscreen.exit} />
            {/* Tab from the view itself (focused on entry) lands here first and should go forward, not round. */}
            <FocusSentinel onFocus={(event) => fullscreen.focusEdge(event.relatedTarget === view.current ? "first" : "last")} />
          </>
        )}
        <div className="prototype-viewer__window">
          <div className="prototype-viewer__stage">
            <div
              ref={scroller}
              className="prototype-viewer__scroller"
              {...(isOverflowing && {
                tabIndex: 0,
                role: "region",
                "aria-label": `${title}, scrolls to show all of it`,
                "aria-describedby": hintId,
              })}
            >
              <PrototypeStage
                src={settings.src}
                isDesignTool={settings.frameOrigin !== undefined}
                title={title}
                poster={settings.posters[mode]}
                isPosterPriority={isPosterPriority}
                mode={mode}
                page={page}
                geometry={geometry}
                isLoaded={isLoaded}
                onLoad={loadFromPoster}
                onFrameLoad={focusFrameIfDue}
                frame={frame}
              />
            </div>
            <EdgeShades edges={edges} />
          </div>
          <ViewerToolbar
            captionId={captionId}
            href={settings.href}
            mode={mode}
            isLocked={settings.lock}
            isFullscreen={isFullscreen}
            onModeChange={setMode}
            onOpenInNewTab={load}
            onFullscreenToggle={() => {
              if (isFullscreen) return fullscreen.exit();
              load();
              fullscreen.enter();
            }}
            fullscreenButton={fullscreenButton}
            hint={isOverflowing && <ScrollHint id={hintId} edges={edges} />}
          />
        </div>
        {isFullscreen && <FocusSentinel onFocus={() => fullscreen.focusEdge("first")} />}
      </div>
    </figure>
  );
}

/**
 * A shade inside each edge of the stage that has more page beyond it, gone once scrolled to that end. They lie
 * over the prototype but take no pointer events, so every part of it stays reachable (prototype-viewer.css).
 */
function EdgeShades({ edges }: { edges: ScrollEdges }) {
  return (
    <div className="prototype-viewer__shades" aria-hidden="true">
      {(["left", "right", "top", "bottom"] as const).map((edge) => (
        <span key={edge} className="prototype-viewer__shade" data-edge={edge} data-shown={edges[edge]} />
      ))}
    </div>
  );
}

/** An invisible Tab stop at either end of the fullscreen view; reaching it sends focus round to the other end. */
function FocusSentinel({ onFocus }: { onFocus: (event: FocusEvent<HTMLSpanElement>) => void }) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a sentinel must take focus to notice that Tab left the view.
  // biome-ignore lint/a11y/noStaticElementInteractions: it has no action of its own; it only forwards focus.
  return <span tabIndex={0} data-focus-sentinel="" onFocus={onFocus} />;
}
