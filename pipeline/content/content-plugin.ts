import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type Plugin, searchForWorkspaceRoot } from "vite";
import { isListed } from "#src/lib/content-model/visibility.ts";
import { listTags } from "#src/lib/list-tags.ts";
import { buildDirOfClientDir, caseStudyChunksFileOf, writeBuildNote } from "../build/build-notes.ts";
import { filesOfCaseStudy } from "./case-study-files.ts";
import { checkNoUnlistedNames } from "./check-no-unlisted-names.ts";
import { checkReferences } from "./check-references.ts";
import { ContentError } from "./content-error.ts";
import { markDevServer } from "./dev-server-flag.ts";
import { DEFAULT_CONTENT_DIR, loadContent } from "./load-content.ts";

const SITE_ID = "virtual:content/site";
const CASE_STUDIES_ID = "virtual:content/case-studies";
const CASE_STUDY_PAGES_ID = "virtual:content/case-study-pages";
const ABOUT_ID = "virtual:content/about";
const TAGS_ID = "virtual:content/tags";
const RESOLVED = new Map([SITE_ID, CASE_STUDIES_ID, CASE_STUDY_PAGES_ID, ABOUT_ID, TAGS_ID].map((id) => [id, `\0${id}`]));
// React Router's server build, which holds the addresses it serves, from react-router.config.ts's prerender list.
const REACT_ROUTER_SERVER_BUILD = "\0virtual:react-router/server-build";
// How long the content's files stay unchanged before the dev server reloads the page.
const RELOAD_QUIET_MS = 150;
// The name each body's chunk file gets: `assets/case-study-<digest>-<hash>.js`, never its slug.
const BODY_CHUNK_NAME = "case-study";

/**
 * Serves content/ to the app as virtual modules, validated at build time (drafts only in dev):
 * - virtual:content/site: the owner's identity from site.yaml, without the about page's words
 * - virtual:content/about: those words (biography, quotes), for the about route's loader, which runs at
 *   build time; empty in the browser's build, where they come with the page's route data
 * - virtual:content/case-studies: the listed (public) case studies' frontmatter, newest first, which every
 *   page may load: nothing in it names unlisted or protected work (docs/decisions/016-private-work.md)
 * - virtual:content/tags: their tags' names, sorted here (src/lib/list-tags.ts says why), apart from
 *   the list, so a card can tell a listed tag without loading every case study
 * - virtual:content/case-study-pages: every case study by slug, with its body's import and the address
 *   of its chunk, for the case study route's loader, which runs at build time; empty in the browser's build.
 * Each body is a chunk of its own, loaded by the address in its page's route data, so lists and cards
 * never load a body (docs/decisions/002) and no public module names a body by slug.
 */
/** What `npm run dev` says at start when content has protected work. */
export const protectedInDevelopmentText = (count: number) =>
  `${count} protected case stud${count === 1 ? "y is" : "ies are"} shown here without a password: the development server checks no grant. Keep it on your own machine (it listens on localhost unless you pass --host).`;

export function contentPlugin(contentDir = DEFAULT_CONTENT_DIR, publicDir = "public"): Plugin {
  const root = path.resolve(contentDir);
  let includeDrafts = false;
  let isBuild = false;
  let base = "/";
  // Filled by the browser's build, which React Router runs before the prerender's (sharedPlugins).
  const bodyChunkRefs = new Map<string, string>();
  const bodyUrls = new Map<string, string>();
  // Both virtual modules load the content: each old key is announced once, not once per module.
  const announced = new Set<string>();
  // Per environment, the reload that waits for the content's files to be quiet (hotUpdate below).
  const reloadTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const load = (context: { addWatchFile(file: string): void }) => {
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
    context.addWatchFile(path.join(root, "site.yaml"));
    for (const { file } of content.caseStudies) context.addWatchFile(file);
    return content;
  };
  const listed = (context: { addWatchFile(file: string): void }) =>
    load(context)
      .caseStudies.filter(({ caseStudy }) => isListed(caseStudy))
      .map((source) => source.caseStudy);
  return {
    name: "portfolio-content",
    config(config) {
      // The dev server serves each body from its MDX file, wherever CONTENT_DIR puts the content.
      const workspace = searchForWorkspaceRoot(config.root ?? process.cwd());
      return { server: { fs: { allow: [workspace, root] } } };
    },
    configResolved(config) {
      includeDrafts = config.command === "serve";
      isBuild = config.command === "build";
      // A build never lists drafts, even in a process that ran a dev server before it.
      if (isBuild) markDevServer(false);
      base = config.base;
    },
    configureServer(server) {
      // Only `npm run dev` runs this hook: a build also starts Vite servers of its own, as "serve" (React
      // Router's route compiler, the prerender's preview), which must never list drafts.
      markDevServer(true);
      server.httpServer?.once("close", () => markDevServer(false));
      // Watched even outside the project, so a case study added there appears (hotUpdate below).
      server.watcher.add(root);
      // The dev server has no grants: it shows protected work to whoever reaches it (docs/product.md#private-work).
      const count = load({ addWatchFile: () => {} }).caseStudies.filter(
        ({ caseStudy }) => caseStudy.visibility === "protected",
      ).length;
      if (count > 0) server.config.logger.warn(protectedInDevelopmentText(count), { timestamp: true });
    },
    resolveId(id) {
      return RESOLVED.get(id);
    },
    buildStart() {
      if (!isBuild || this.environment.name !== "client") return;
      // Each its own name, as Rolldown gives chunks emitted under one name one reference (hence one file):
      // a digest of its slug and text, which says nothing of either, nor how many studies there are.
      for (const { file, caseStudy } of load(this).caseStudies) {
        const digest = createHash("sha256").update(`${caseStudy.slug}\n`).update(readFileSync(file)).digest("hex");
        bodyChunkRefs.set(
          caseStudy.slug,
          this.emitFile({ type: "chunk", id: file, name: `${BODY_CHUNK_NAME}-${digest.slice(0, 10)}` }),
        );
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const [slug, ref] of bodyChunkRefs) bodyUrls.set(slug, `${base}${this.getFileName(ref)}`);
      checkNoUnlistedNames(bundle, load(this).caseStudies, new Set(bodyUrls.values()), base);
    },
    writeBundle(options) {
      // The step after the prerender moves protected bodies out of the public output (docs/decisions/016-private-work.md).
      if (this.environment.name !== "client" || !options.dir) return;
      writeBuildNote(caseStudyChunksFileOf(buildDirOfClientDir(options.dir)), Object.fromEntries(bodyUrls));
    },
    load(id) {
      if (id === RESOLVED.get(SITE_ID)) {
        const { biography, quotes, ...site } = load(this).site;
        return `export const site = ${JSON.stringify(site)};`;
      }
      if (id === RESOLVED.get(ABOUT_ID)) {
        if (this.environment.name === "client") return "export const about = { biography: [], quotes: [] };";
        const { biography, quotes } = load(this).site;
        return `export const about = ${JSON.stringify({ biography, quotes })};`;
      }
      if (id === RESOLVED.get(CASE_STUDIES_ID)) return `export const caseStudies = ${JSON.stringify(listed(this))};`;
      if (id === RESOLVED.get(TAGS_ID)) {
        return `export const tagNames = ${JSON.stringify(listTags(listed(this)).map((tag) => tag.name))};`;
      }
      if (id !== RESOLVED.get(CASE_STUDY_PAGES_ID)) return undefined;
      // The browser gets each case study from its page's route data instead.
      if (this.environment.name === "client") return "export const caseStudyPages = {};";
      const pages = load(this).caseStudies.map(({ file, caseStudy }) => {
        // In development Vite serves the MDX file itself; a build links the chunk the browser's build wrote.
        const bodyUrl = isBuild ? bodyUrls.get(caseStudy.slug) : `/@fs${file}`;
        if (!bodyUrl) throw new Error(`The browser's build wrote no chunk for ${file}'s body.`);
        const files = filesOfCaseStudy(file, caseStudy, path.resolve(publicDir));
        const fields = `caseStudy: ${JSON.stringify(caseStudy)}, bodyUrl: ${JSON.stringify(bodyUrl)}, files: ${JSON.stringify(files)}`;
        return `  ${JSON.stringify(caseStudy.slug)}: { ${fields}, loadBody: () => import(${JSON.stringify(file)}) },`;
      });
      return `export const caseStudyPages = {\n${pages.join("\n")}\n};`;
    },
    // First of every plugin's, so no other sends an update of its own for the file (MDX's, React's).
    hotUpdate: {
      order: "pre",
      handler({ file }) {
        if (!path.resolve(file).startsWith(root + path.sep)) return;
        // docs/product.md#drafts: a case study edited, added, renamed, deleted or made a draft changes the
        // index and the addresses React Router serves. Each environment starts again from the new content
        // (the server's runner forgets what it ran; the browser reloads the page), rather than Vite
        // swapping one body's module in place, which a renamed or deleted file leaves nothing to swap for.
        const environment = this.environment;
        const startAgain = () => {
          for (const id of [...RESOLVED.values(), REACT_ROUTER_SERVER_BUILD]) {
            const module = environment.moduleGraph.getModuleById(id);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        };
        startAgain();
        // One reload for one save: an editor's save or a rename comes as several file events, and a
        // reload for each would load the page again while the files are still changing.
        clearTimeout(reloadTimers.get(environment.name));
        reloadTimers.set(
          environment.name,
          setTimeout(() => {
            startAgain();
            environment.hot.send({ type: "full-reload" });
          }, RELOAD_QUIET_MS),
        );
        return [];
      },
    },
  };
}
