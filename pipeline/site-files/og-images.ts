import path from "node:path";
import satori from "satori";
import sharp from "sharp";
import type { Site } from "#src/lib/content-model/site-schema.ts";
import type { PublicPage } from "#src/lib/public-pages.ts";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "#src/lib/site-files.ts";
import { COVER_FRAME, renderCoverShadow } from "./cover-frame.ts";
import { buildOgCard } from "./og-card.ts";
import { loadInter } from "./og-fonts.ts";

const AVATAR_PIXELS = 128;

/** An image under public/ as a PNG data URI of the size the card shows it at (covers are SVGs). */
async function rasterise(publicDir: string, sitePath: string, width: number, height: number): Promise<string> {
  const png = await sharp(path.join(publicDir, sitePath)).resize(width, height, { fit: "cover" }).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** A page's 1200 × 630 sharing card as a PNG: satori lays the card out as SVG, sharp rasterises it. */
export async function renderOgImage(site: Site, page: PublicPage, publicDir: string): Promise<Buffer> {
  const [fonts, avatar, cover] = await Promise.all([
    loadInter(),
    rasterise(publicDir, site.avatar.src, AVATAR_PIXELS, AVATAR_PIXELS),
    page.cover
      ? Promise.all([rasterise(publicDir, page.cover, COVER_FRAME.width, COVER_FRAME.height), renderCoverShadow()])
      : undefined,
  ]);
  const card = buildOgCard({
    name: site.name,
    host: new URL(site.url).host,
    eyebrow: page.eyebrow,
    headline: page.title ?? site.role,
    tagline: page.tagline,
    avatar,
    cover: cover && { image: cover[0], shadow: cover[1] },
  });
  const svg = await satori(card, { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, fonts });
  return sharp(Buffer.from(svg)).png().toBuffer();
}
