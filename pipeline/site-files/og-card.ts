import type { ReactElement } from "react";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "#src/lib/site-files.ts";
import { COVER_FRAME } from "./cover-frame.ts";
import { cover, coverShadow, image, node } from "./og-card-elements.ts";
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

/** Short titles ('About') stand large; long ones step down so three or four lines still fit. */
function headlineSize(headline: string, hasCover: boolean): number {
  const length = headline.length;
  if (hasCover) return length <= 32 ? 60 : 48;
  if (length <= 24) return 96;
  return length <= 60 ? 68 : 56;
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
