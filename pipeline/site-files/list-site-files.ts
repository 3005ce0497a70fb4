import { readFile } from "node:fs/promises";
import path from "node:path";
import { isListed } from "#src/lib/content-model/visibility.ts";
import { describeCaseStudy } from "#src/lib/public-pages.ts";
import {
  FAVICON_SVG_PATH,
  FEED_PATH,
  ogImagePath,
  PNG_ICONS,
  ROBOTS_PATH,
  SITEMAP_PATH,
  WEB_MANIFEST_PATH,
} from "#src/lib/site-files.ts";
import { loadContent } from "../content/load-content.ts";
import { buildAtomFeed } from "./atom-feed.ts";
import { renderIcon } from "./icons.ts";
import { listPublicPages } from "./list-public-pages.ts";
import { renderOgImage } from "./og-images.ts";
import { buildRobots } from "./robots.ts";
import { buildSitemap } from "./sitemap.ts";
import { buildWebManifest } from "./web-manifest.ts";

export interface SiteFile {
  /** Its address on the site, which is also its place under build/client. */
  path: string;
  render: () => Promise<string | Buffer>;
}

/** Every file for sharing and discovery, read from content/ the same way the app's pages are. */
export function listSiteFiles(contentDir: string, publicDir: string): SiteFile[] {
  const content = loadContent(contentDir);
  const { site } = content;
  // Only listed case studies are in the sitemap and the feed; an unlisted page still has its card.
  const caseStudies = content.caseStudies.map((source) => source.caseStudy).filter(isListed);
  const pages = listPublicPages(site, caseStudies);
  const unlistedPages = content.caseStudies.map((source) => source.caseStudy).filter((caseStudy) => !isListed(caseStudy));
  return [
    { path: SITEMAP_PATH, render: async () => buildSitemap(site.url, pages) },
    { path: ROBOTS_PATH, render: async () => buildRobots(site.url) },
    { path: FEED_PATH, render: async () => buildAtomFeed(site, caseStudies) },
    { path: WEB_MANIFEST_PATH, render: async () => buildWebManifest(site) },
    ...PNG_ICONS.map((icon) => ({
      path: icon.path,
      render: async () => renderIcon(await readFile(path.join(publicDir, FAVICON_SVG_PATH)), icon),
    })),
    ...[...pages, ...unlistedPages.map(describeCaseStudy)].map((page) => ({
      path: ogImagePath(page.canonicalPath),
      render: () => renderOgImage(site, page, publicDir),
    })),
  ];
}
