import { absoluteUrl } from "#src/lib/absolute-url.ts";
import type { PublicPage } from "#src/lib/public-pages.ts";
import { escapeXml } from "./escape-xml.ts";

/** sitemaps.org protocol 0.9: every public page by its absolute address, with lastmod where content dates tell. */
export function buildSitemap(siteUrl: string, pages: readonly PublicPage[]): string {
  const urls = pages.map((page) => {
    const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, page.canonicalPath))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
