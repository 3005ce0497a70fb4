import path from "node:path";
import type { Plugin } from "vite";
import { DEFAULT_CONTENT_DIR } from "../content/load-content.ts";

// Satori and sharp take a second or so to load; only a build or a request for one of the files needs them.
const loadSiteFiles = async (contentDir: string, publicDir: string) =>
  (await import("./list-site-files.ts")).listSiteFiles(contentDir, publicDir);

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
        loadSiteFiles(contentDir, publicDir)
          .then(async (files) => {
            const file = files.find((candidate) => candidate.path === pathname);
            if (!file) return next();
            const body = await file.render();
            response.setHeader("Content-Type", CONTENT_TYPES[path.extname(pathname)] ?? "application/octet-stream");
            response.end(body);
          })
          .catch(next);
      });
    },
    async generateBundle() {
      // React Router builds a client and a server environment; these files belong with the client's.
      if (this.environment.name !== "client") return;
      await Promise.all(
        (await loadSiteFiles(contentDir, publicDir)).map(async (file) => {
          this.emitFile({ type: "asset", fileName: file.path.slice(1), source: await file.render() });
        }),
      );
    },
  };
}
