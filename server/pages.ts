import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CASE_STUDY_NOT_FOUND_PATH, NOT_FOUND_PATH, TAG_NOT_FOUND_PATH } from "#src/lib/not-found-paths.ts";
import { type CompressedText, compressText } from "./compressed-text.ts";
import { type PageSources, readPageSources } from "./page-sources.ts";

export interface Page extends CompressedText {
  /** What the page's Content-Security-Policy allows beside its own origin, read from its HTML at build time. */
  sources: PageSources;
  /** The page asks search engines not to index it (an unlisted case study, a not-found page): said again in a header. */
  isNoindex: boolean;
}

// As React Router writes the route's meta (src/lib/page-meta.ts).
const NOINDEX_META = /<meta name="robots" content="noindex"\/?>/;

export interface Pages {
  /** The prerendered HTML of a page, by its path ('/', '/about', ...). */
  find(pathname: string): Page | undefined;
  /** The page for an address with nothing behind it, to be sent with status 404. */
  notFound(pathname: string): Page;
}

/**
 * The page path ('/', '/about', …) of a prerendered file, given relative to the client folder, or
 * undefined for any other file (the prototypes' own HTML, React Router's unused SPA fallback).
 */
export function pagePathOf(file: string): string | undefined {
  if (path.basename(file) !== "index.html") return undefined;
  const dir = path.dirname(file).split(path.sep).join("/");
  return dir === "." ? "/" : `/${dir}`;
}

/** Every prerendered page under `clientDir`: its page path and its file, relative to the folder. */
export function pageFilesOf(clientDir: string): { pagePath: string; file: string }[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" }).flatMap((file) => {
    const pagePath = pagePathOf(file);
    return pagePath ? [{ pagePath, file }] : [];
  });
}

/**
 * Reads and compresses every prerendered page once at start: a portfolio is a handful of small
 * files, and memory answers many times faster than reading (and compressing) on every request.
 */
export function loadPages(clientDir: string): Pages {
  const sourcesByPage = readPageSources(clientDir);
  const pages = new Map<string, Page>();
  for (const { pagePath: pathname, file } of pageFilesOf(clientDir)) {
    const sources = sourcesByPage[pathname];
    if (!sources) throw new Error(`No CSP sources for ${pathname}: the build is incomplete. Run \`npm run build\`.`);
    const html = readFileSync(path.join(clientDir, file), "utf8");
    pages.set(pathname, { ...compressText(html), sources, isNoindex: NOINDEX_META.test(html) });
  }
  const notFound = pages.get(NOT_FOUND_PATH);
  const caseStudyNotFound = pages.get(CASE_STUDY_NOT_FOUND_PATH);
  const tagNotFound = pages.get(TAG_NOT_FOUND_PATH);
  if (!pages.has("/") || !notFound || !caseStudyNotFound || !tagNotFound) {
    throw new Error(`No prerendered site in ${clientDir}. Run \`npm run build\` first.`);
  }
  // Served only as 404 answers, never as pages of their own.
  pages.delete(NOT_FOUND_PATH);
  pages.delete(CASE_STUDY_NOT_FOUND_PATH);
  pages.delete(TAG_NOT_FOUND_PATH);
  return {
    find: (pathname) => pages.get(pathname),
    // Each is rendered by the route the client matches at that address, so it hydrates there: the
    // case study's route says 'Case study not found.', the tag's route shows the not-found page.
    notFound: (pathname) => {
      if (/^\/case-studies\/tags\/[^/]+$/.test(pathname)) return tagNotFound;
      return /^\/case-studies\/[^/]+$/.test(pathname) ? caseStudyNotFound : notFound;
    },
  };
}

/**
 * For an app that serves no pages of its own: the dev server, where Vite serves them and passes only
 * the API and /healthz on (pipeline/dev/dev-api-plugin.ts). Every other address is a 404 without inline code.
 */
export const NO_PAGES: Pages = {
  find: () => undefined,
  notFound: () => ({ ...compressText(""), sources: { scripts: [], styles: [], frames: [] }, isNoindex: true }),
};
