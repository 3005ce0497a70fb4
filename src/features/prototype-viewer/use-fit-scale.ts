import { type RefObject, useEffect, useState } from "react";
import { ZOOM_MAX, ZOOM_MIN } from "../../lib/prototype-settings";

/** The scale that fits a page of `baseWidth` into the element's width, clamped to spec §9's zoom range. */
export function fitScale(availableWidth: number, baseWidth: number, zoom: number): number {
  if (availableWidth <= 0 || baseWidth <= 0) return ZOOM_MIN;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, (availableWidth / baseWidth) * zoom));
}

/** Recomputes the fitting scale whenever the frame is resized. */
export function useFitScale(ref: RefObject<HTMLElement | null>, baseWidth: number, zoom: number): number | undefined {
  const [scale, setScale] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(fitScale(entry.contentRect.width, baseWidth, zoom));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, baseWidth, zoom]);
  return scale;
}
