import path from "node:path";
import type { Plugin } from "vite";
import { checkReferences } from "./check-references.ts";
import { ContentError } from "./content-error.ts";
import { DEFAULT_CONTENT_DIR, loadContent } from "./load-content.ts";

const SITE_ID = "virtual:content/site";
const CASE_STUDIES_ID = "virtual:content/case-studies";
const RESOLVED = new Map([
  [SITE_ID, `\0${SITE_ID}`],
  [CASE_STUDIES_ID, `\0${CASE_STUDIES_ID}`],
]);

/**
 * Serves content/ to the app as two virtual modules, validated at build time (drafts only in dev):
 * - virtual:content/site: the owner's identity from site.yaml
 * - virtual:content/case-studies: every case study's frontmatter (newest first) and a lazy
 *   import of each MDX body, so lists and cards never load a body (docs/decisions/002).
 */
export function contentPlugin(contentDir = DEFAULT_CONTENT_DIR, publicDir = "public"): Plugin {
  const root = path.resolve(contentDir);
  let includeDrafts = false;
  // Both virtual modules load the content: each old key is announced once, not once per module.
  const announced = new Set<string>();
  return {
    name: "portfolio-content",
    configResolved(config) {
      includeDrafts = config.command === "serve";
    },
    resolveId(id) {
      return RESOLVED.get(id);
    },
    load(id) {
      if (id !== RESOLVED.get(SITE_ID) && id !== RESOLVED.get(CASE_STUDIES_ID)) return undefined;
      // Throws a ContentError naming every file and field at fault, which stops the build.
      const content = loadContent(root, { includeDrafts });
      // An old key still builds (pipeline/content/old-key-spellings.ts); one line each tells the owner its new name.
      for (const warning of content.warnings.filter((line) => !announced.has(line))) {
        announced.add(warning);
        console.warn(warning);
      }
      // A missing image or prototype would be broken on the site: stop here, naming the file and field.
      const missing = checkReferences(content, root, path.resolve(publicDir));
      if (missing.length > 0) throw new ContentError(missing);
      this.addWatchFile(path.join(root, "site.yaml"));
      for (const { file } of content.caseStudies) this.addWatchFile(file);
      if (id === RESOLVED.get(SITE_ID)) return `export const site = ${JSON.stringify(content.site)};`;
      const bodies = content.caseStudies
        .map(({ file, caseStudy }) => `  ${JSON.stringify(caseStudy.slug)}: () => import(${JSON.stringify(file)}),`)
        .join("\n");
      return [
        `export const caseStudies = ${JSON.stringify(content.caseStudies.map((source) => source.caseStudy))};`,
        `export const caseStudyBodies = {\n${bodies}\n};`,
      ].join("\n");
    },
    hotUpdate({ file, server }) {
      if (!path.resolve(file).startsWith(root + path.sep)) return;
      // A frontmatter edit changes the index; reload so every page sees it.
      for (const resolved of RESOLVED.values()) {
        const module = this.environment.moduleGraph.getModuleById(resolved);
        if (module) this.environment.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: "full-reload" });
    },
  };
}
