// The pieces the sharing card is built from, as the React-shaped objects Satori reads; og-card.ts
// lays them out.
import type { ReactElement } from "react";
import { COVER_FRAME, SHADOW_MARGIN, SHADOW_OFFSET_Y } from "./cover-frame.ts";
import { PALETTE } from "./palette.ts";

export type Style = Record<string, string | number>;
export type Child = ReactElement | string | undefined;

/** Satori reads React-shaped objects; building them by hand keeps this module free of a JSX runtime. */
export function node(
  type: "div" | "img",
  style: Style,
  children?: Child | Child[],
  attributes: Record<string, string | number> = {},
) {
  return { type, key: null, props: { style, children, ...attributes } } as ReactElement;
}

export function image(src: string, width: number, height: number, style: Style = {}) {
  return node("img", { width, height, ...style }, undefined, { src, width, height });
}

export function coverShadow(src: string) {
  const { left, top, width, height } = COVER_FRAME;
  return image(src, width + 2 * SHADOW_MARGIN, height + 2 * SHADOW_MARGIN, {
    position: "absolute",
    left: left - SHADOW_MARGIN,
    top: top - SHADOW_MARGIN + SHADOW_OFFSET_Y,
  });
}

export function cover(src: string) {
  const { left, top, width, height, radius } = COVER_FRAME;
  return node(
    "div",
    {
      position: "absolute",
      left,
      top,
      width,
      height,
      display: "flex",
      borderRadius: radius,
      border: `1px solid ${PALETTE.border}`,
      overflow: "hidden",
      backgroundColor: PALETTE.surface,
    },
    image(src, width, height),
  );
}
