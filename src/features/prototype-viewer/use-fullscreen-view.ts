import { type RefObject, useCallback, useEffect, useState } from "react";
import { makeOutsideInert } from "../../lib/inert-outside.ts";

/** What viewer-bridge.js posts when Escape is pressed inside a prototype, whose keys never reach this page. */
export const ESCAPE_MESSAGE_TYPE = "prototype-viewer:escape";
const SCROLL_LOCK_CLASS = "is-scroll-locked";
const FOCUSABLE = "button:not([disabled]), a[href], iframe, input, select, textarea, [tabindex]:not([tabindex='-1'])";

export interface FullscreenParts {
  /** The element that covers the window; it stays in place in the DOM so a loaded prototype keeps its state. */
  view: RefObject<HTMLElement | null>;
  /** Keeps the viewer's space in the page while the view is lifted out of the flow. */
  placeholder: RefObject<HTMLElement | null>;
  /** The fullscreen button, where focus returns on exit. */
  button: RefObject<HTMLElement | null>;
  frame: RefObject<HTMLIFrameElement | null>;
}

/**
 * Fullscreen as a modal dialog in place (docs/decisions/004): the rest of the page is inert and
 * does not scroll, focus moves in and returns to the button, Escape (also inside the prototype)
 * and the backdrop exit. A native <dialog> would reload the prototype, since its frame would move.
 */
export function useFullscreenView({ view, placeholder, button, frame }: FullscreenParts) {
  const [isFullscreen, setFullscreen] = useState(false);

  const enter = useCallback(() => {
    const space = placeholder.current;
    if (space) space.style.minHeight = `${space.offsetHeight}px`;
    setFullscreen(true);
  }, [placeholder]);
  const exit = useCallback(() => setFullscreen(false), []);

  useEffect(() => {
    const element = view.current;
    if (!isFullscreen || !element) return;
    const restoreInert = makeOutsideInert(element);
    document.documentElement.classList.add(SCROLL_LOCK_CLASS);
    element.focus();

    const exitOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      setFullscreen(false);
    };
    const exitOnPrototypeEscape = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && event.data?.type === ESCAPE_MESSAGE_TYPE) setFullscreen(false);
    };
    document.addEventListener("keydown", exitOnEscape);
    window.addEventListener("message", exitOnPrototypeEscape);
    return () => {
      document.removeEventListener("keydown", exitOnEscape);
      window.removeEventListener("message", exitOnPrototypeEscape);
      restoreInert();
      document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
      placeholder.current?.style.removeProperty("min-height");
      button.current?.focus();
    };
  }, [isFullscreen, view, placeholder, button, frame]);

  /** Keeps Tab inside the view: the sentinel at either end sends focus round to the other end. */
  const focusEdge = useCallback(
    (edge: "first" | "last") => {
      const focusable = [...(view.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
        (element) => !element.hasAttribute("data-focus-sentinel"),
      );
      (edge === "first" ? focusable[0] : focusable.at(-1))?.focus();
    },
    [view],
  );

  return { isFullscreen, enter, exit, focusEdge };
}
