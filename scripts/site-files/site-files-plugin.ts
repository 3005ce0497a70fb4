import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { listPublicPages } from "../../src/lib/public-pages.ts";
import {
  FAVICON_SVG_PATH,
  FEED_PATH,
  ogImagePath,
  PNG_ICONS,
  ROBOTS_PATH,
  SITEMAP_PATH,
  WEB_MANIFEST_PATH,
} from "../../src/lib/site-files.ts";
import { DEFAULT_CONTENT_DIR, loadContent } from "../content/load-content.ts";
import { buildAtomFeed } from "./atom-feed.ts";
import { renderIcon } from "./icons.ts";
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
  const caseStudies = content.caseStudies.map((source) => source.caseStudy);
  const pages = listPublicPages(site, caseStudies);
  return [
    { path: SITEMAP_PATH, render: async () => buildSitemap(site.url, pages) },
    { path: ROBOTS_PATH, render: async () => buildRobots(site.url) },
    { path: FEED_PATH, render: async () => buildAtomFeed(site, caseStudies) },
    { path: WEB_MANIFEST_PATH, render: async () => buildWebManifest(site) },
    ...PNG_ICONS.map((icon) => ({
      path: icon.path,
      render: async () => renderIcon(await readFile(path.join(publicDir, FAVICON_SVG_PATH)), icon),
    })),
    ...pages.map((page) => ({ path: ogImagePath(page.canonicalPath), render: () => renderOgImage(site, page, publicDir) })),
  ];
}

// For the dev server only; the production server picks types by extension (server/app.ts).
const CONTENT_TYPES: Record<string, string> = {
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
};
const CANDIDATE = /^\/(?:og\/[\w/-]+\.png|[\w-]+\.(?:xml|txt|webmanifest|png))$/;

/**
 * Generates the sitemap, robots.txt, the Atom feed, the web app manifest, the PNG icons and one
 * Open Graph card per public page: emitted into the client build, rendered on request in dev.
 */
export function siteFilesPlugin(contentDir = DEFAULT_CONTENT_DIR): Plugin {
  let publicDir = "";
  return {
    name: "portfolio-site-files",
    configResolved(config) {
      publicDir = config.publicDir;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = request.url?.split("?")[0] ?? "";
        if (!CANDIDATE.test(pathname)) return next();
        const file = listSiteFiles(contentDir, publicDir).find((candidate) => candidate.path === pathname);
        if (!file) return next();
        file.render().then((body) => {
          response.setHeader("Content-Type", CONTENT_TYPES[path.extname(pathname)] ?? "application/octet-stream");
          response.end(body);
        }, next);
      });
    },
    async generateBundle() {
      // React Router builds a client and a server environment; these files belong with the client's.
      if (this.environment.name !== "client") return;
      await Promise.all(
        listSiteFiles(contentDir, publicDir).map(async (file) => {
          this.emitFile({ type: "asset", fileName: file.path.slice(1), source: await file.render() });
        }),
      );
    },
  };
}
