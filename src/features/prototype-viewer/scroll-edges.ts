import { type RefObject, useEffect, useState } from "react";

/** The sides of a scrolling box that have more to show beyond what is in view. */
export interface ScrollEdges {
  left: boolean;
  right: boolean;
  top: boolean;
  bottom: boolean;
}

export const NO_MORE: ScrollEdges = { left: false, right: false, top: false, bottom: false };

type ScrollMeasure = Pick<
  HTMLElement,
  "scrollLeft" | "scrollTop" | "scrollWidth" | "scrollHeight" | "clientWidth" | "clientHeight"
>;

// Zoomed pages and scaled frames leave fractions of a pixel: a box scrolled to its end may stop just short of it.
const TOLERANCE = 1;

/** Which sides of the box have more to show, from its scroll position and sizes. */
export function scrollEdgesOf(box: ScrollMeasure): ScrollEdges {
  return {
    left: box.scrollLeft > TOLERANCE,
    right: box.scrollWidth - box.clientWidth - box.scrollLeft > TOLERANCE,
    top: box.scrollTop > TOLERANCE,
    bottom: box.scrollHeight - box.clientHeight - box.scrollTop > TOLERANCE,
  };
}

function isSame(a: ScrollEdges, b: ScrollEdges) {
  return a.left === b.left && a.right === b.right && a.top === b.top && a.bottom === b.bottom;
}

/**
 * The sides of the box with more to show, kept current as the visitor scrolls and as the box or its
 * content changes size. `contentKey` names the content's size (it changes without the box resizing).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: string): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NO_MORE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey is the trigger to measure again, not a value read here.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = scrollEdgesOf(element);
      setEdges((current) => (isSame(current, next) ? current : next));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, [ref, contentKey]);
  return edges;
}
