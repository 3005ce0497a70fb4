import { ASPECT_RATIOS, ZOOM_MAX, ZOOM_MIN } from "../../lib/prototype-constants.ts";

export type ViewerMode = keyof typeof ASPECT_RATIOS;

export interface Size {
  width: number;
  height: number;
}

/** Where the prototype page sits in the stage: its top-left corner and the scale applied to it. */
export interface FrameGeometry {
  scale: number;
  x: number;
  y: number;
}

/** The page the prototype renders: its base width, and the height the mode's aspect ratio gives it. */
export function pageSizeOf(mode: ViewerMode, baseWidth: number): Size {
  const [ratioWidth, ratioHeight] = ASPECT_RATIOS[mode];
  return { width: baseWidth, height: Math.round((baseWidth * ratioHeight) / ratioWidth) };
}

/**
 * Scales the page to fit the stage, times the mode's zoom, clamped to 0.3..1 (docs/product.md#prototype-viewer), and centres
 * it. Below the minimum the page overflows to the right and bottom, where the stage scrolls.
 */
export function fitFrame(stage: Size, page: Size, zoom: number): FrameGeometry {
  if (stage.width <= 0 || stage.height <= 0 || page.width <= 0 || page.height <= 0) {
    return { scale: ZOOM_MIN, x: 0, y: 0 };
  }
  const fit = Math.min(stage.width / page.width, stage.height / page.height);
  const scale = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, fit * zoom));
  return {
    scale,
    x: Math.max(0, (stage.width - page.width * scale) / 2),
    y: Math.max(0, (stage.height - page.height * scale) / 2),
  };
}
