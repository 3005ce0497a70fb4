import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cspHashesFileOf } from "../scripts/build/inline-script-hashes.ts";
import { CASE_STUDY_NOT_FOUND_PATH, NOT_FOUND_PATH } from "../src/lib/not-found-paths.ts";
import { type CompressedText, compressText } from "./compressed-text.ts";

export interface Page extends CompressedText {
  /** CSP sources of the page's inline scripts, hashed at build time. */
  scriptHashes: string[];
}

export interface Pages {
  /** The prerendered HTML of a page, by its path ('/', '/about', ...). */
  find(pathname: string): Page | undefined;
  /** The page for an address with nothing behind it, to be sent with status 404. */
  notFound(pathname: string): Page;
}

/**
 * Reads and compresses every prerendered page once at start: a portfolio is a handful of small
 * files, and memory answers many times faster than reading (and compressing) on every request.
 */
export function loadPages(clientDir: string): Pages {
  const hashes = readScriptHashes(clientDir);
  const pages = new Map<string, Page>();
  for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(file) !== "index.html") continue;
    const dir = path.dirname(file).split(path.sep).join("/");
    const pathname = dir === "." ? "/" : `/${dir}`;
    const scriptHashes = hashes[pathname];
    if (!scriptHashes) throw new Error(`No script hashes for ${pathname}: the build is incomplete. Run \`npm run build\`.`);
    pages.set(pathname, { ...compressText(readFileSync(path.join(clientDir, file), "utf8")), scriptHashes });
  }
  const notFound = pages.get(NOT_FOUND_PATH);
  const caseStudyNotFound = pages.get(CASE_STUDY_NOT_FOUND_PATH);
  if (!pages.has("/") || !notFound || !caseStudyNotFound) {
    throw new Error(`No prerendered site in ${clientDir}. Run \`npm run build\` first.`);
  }
  // Served only as 404 answers, never as pages of their own.
  pages.delete(NOT_FOUND_PATH);
  pages.delete(CASE_STUDY_NOT_FOUND_PATH);
  return {
    find: (pathname) => pages.get(pathname),
    // The client renders 'Case study not found.' for any unknown slug, so that page must hydrate there.
    notFound: (pathname) => (/^\/case-studies\/[^/]+$/.test(pathname) ? caseStudyNotFound : notFound),
  };
}

function readScriptHashes(clientDir: string): Record<string, string[]> {
  try {
    return JSON.parse(readFileSync(cspHashesFileOf(clientDir), "utf8")) as Record<string, string[]>;
  } catch {
    throw new Error(`No ${path.basename(cspHashesFileOf(clientDir))} beside ${clientDir}. Run \`npm run build\` first.`);
  }
}
