import type { ReactElement } from "react";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "../../src/lib/site-files.ts";
import { COVER_FRAME, SHADOW_MARGIN, SHADOW_OFFSET_Y } from "./cover-frame.ts";
import { PALETTE } from "./palette.ts";

export interface OgCardContent {
  name: string;
  /** The site's host name, the card's signature: 'alexmorgan.design'. */
  host: string;
  /** A small label above the headline: 'Case study'. */
  eyebrow?: string;
  headline: string;
  tagline: string;
  /** Data URIs of PNGs, rasterised beforehand so the card never depends on the system's fonts or SVG features. */
  avatar: string;
  cover?: { image: string; shadow: string };
}

const PADDING_X = 72;
const AVATAR_SIZE = 64;

type Style = Record<string, string | number>;
type Child = ReactElement | string | undefined;

/** Satori reads React-shaped objects; building them by hand keeps this module free of a JSX runtime. */
function node(type: "div" | "img", style: Style, children?: Child | Child[], attributes: Record<string, string | number> = {}) {
  return { type, key: null, props: { style, children, ...attributes } } as ReactElement;
}

/** Short titles ('About') stand large; long ones step down so three or four lines still fit. */
function headlineSize(headline: string, hasCover: boolean): number {
  const length = headline.length;
  if (hasCover) return length <= 32 ? 60 : 48;
  if (length <= 24) return 96;
  return length <= 60 ? 68 : 56;
}

function image(src: string, width: number, height: number, style: Style = {}) {
  return node("img", { width, height, ...style }, undefined, { src, width, height });
}

function coverShadow(src: string) {
  const { left, top, width, height } = COVER_FRAME;
  return image(src, width + 2 * SHADOW_MARGIN, height + 2 * SHADOW_MARGIN, {
    position: "absolute",
    left: left - SHADOW_MARGIN,
    top: top - SHADOW_MARGIN + SHADOW_OFFSET_Y,
  });
}

function cover(src: string) {
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

/** The 1200 × 630 sharing card: the owner's name, the page's title, a short line and, for a case study, its cover. */
export function buildOgCard(content: OgCardContent): ReactElement {
  const hasCover = content.cover !== undefined;
  const size = headlineSize(content.headline, hasCover);
  return node(
    "div",
    {
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      display: "flex",
      flexDirection: "column",
      position: "relative",
      // Satori sizes boxes content-box by default; the padding must sit inside 1200 × 630.
      boxSizing: "border-box",
      padding: `56px ${PADDING_X}px 64px`,
      backgroundColor: PALETTE.background,
      color: PALETTE.text,
      fontFamily: "Inter",
    },
    // Positioned boxes paint over unpositioned ones, so every box is positioned and paints in this order.
    [
      // A soft accent disc, the same motif as the cover illustrations.
      node("div", {
        position: "absolute",
        top: -250,
        right: -210,
        width: 580,
        height: 580,
        borderRadius: 9999,
        backgroundColor: PALETTE.accentSoft,
      }),
      content.cover ? coverShadow(content.cover.shadow) : undefined,
      content.cover ? cover(content.cover.image) : undefined,
      node("div", { position: "relative", display: "flex", alignItems: "center" }, [
        image(content.avatar, AVATAR_SIZE, AVATAR_SIZE, { borderRadius: 9999 }),
        node("div", { marginLeft: 20, fontSize: 30, fontWeight: 600, letterSpacing: -0.3 }, content.name),
      ]),
      node(
        "div",
        {
          position: "relative",
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          flexGrow: 1,
          width: hasCover ? COVER_FRAME.left - PADDING_X - 56 : 860,
        },
        [
          content.eyebrow
            ? node(
                "div",
                {
                  fontSize: 22,
                  fontWeight: 600,
                  color: PALETTE.accent,
                  letterSpacing: 2.2,
                  textTransform: "uppercase",
                  marginBottom: 20,
                },
                content.eyebrow,
              )
            : undefined,
          node(
            "div",
            { display: "block", fontSize: size, fontWeight: 700, lineHeight: 1.08, letterSpacing: -size * 0.025, lineClamp: 4 },
            content.headline,
          ),
          node(
            "div",
            {
              display: "block",
              marginTop: 24,
              fontSize: hasCover ? 24 : 28,
              lineHeight: 1.4,
              color: PALETTE.textMuted,
              lineClamp: 2,
            },
            content.tagline,
          ),
        ],
      ),
      node("div", { position: "relative", display: "flex", fontSize: 24, fontWeight: 600, color: PALETTE.accent }, content.host),
      node("div", {
        position: "absolute",
        left: 0,
        bottom: 0,
        width: OG_IMAGE_WIDTH,
        height: 10,
        backgroundColor: PALETTE.accent,
      }),
    ],
  );
}
