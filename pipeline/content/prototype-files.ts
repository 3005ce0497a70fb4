// A prototype of this site is a page under public/ with its own styles, scripts and images beside it
// (content/README.md#adding-a-prototype). Those files are as private as the page, so private work's
// build moves them with it (docs/decisions/016-private-work.md): every file its pages name in an
// attribute (src, href, poster, data, srcset) or in CSS (url(…) and @import, in a stylesheet, a <style>
// or a style attribute), followed through the pages and stylesheets it names in turn.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// Quoted or not, in any case, as HTML allows.
const ATTRIBUTE = /\b(src|href|poster|data|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const CSS_REFERENCE = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]+))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi;
// Another site, a data: or blob: address, a fragment: not a file under public/.
const NOT_A_FILE = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;
const IS_PAGE = /\.html?$/i;
const IS_STYLESHEET = /\.css$/i;

/** A reference as written, and the file it names as a site path. */
export interface PrototypeReference {
  written: string;
  sitePath: string;
}

function referencesIn(text: string, isPage: boolean): string[] {
  const css = [...text.matchAll(CSS_REFERENCE)].map((match) => match.slice(1).find((value) => value !== undefined) ?? "");
  if (!isPage) return css;
  const attributes = [...text.matchAll(ATTRIBUTE)].flatMap(([, name = "", ...values]) => {
    const value = values.find((each) => each !== undefined) ?? "";
    // srcset: "a.png 1x, b.png 2x", each candidate's address before its size.
    return name.toLowerCase() === "srcset"
      ? value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
      : [value];
  });
  return [...attributes, ...css];
}

/** `reference` as a site path, resolved against the site path of the file naming it. */
function sitePathOf(reference: string, from: string): string | undefined {
  const address = reference.trim().split(/[?#]/)[0] ?? "";
  if (address === "" || NOT_A_FILE.test(address)) return undefined;
  try {
    return path.posix.resolve(path.posix.dirname(from), decodeURI(address));
  } catch {
    return undefined;
  }
}

const isFileUnder = (publicDir: string, sitePath: string) => {
  const file = path.join(publicDir, sitePath);
  return existsSync(file) && statSync(file).isFile();
};

/**
 * Every file a prototype page (`/prototypes/x.html`) uses under `publicDir`, with how it was written,
 * the page itself left out: only regular files (a link to a folder, or to the home page, is none).
 * Nothing for a design tool's link or a missing page.
 */
export function prototypeReferencesOf(src: string | undefined, publicDir: string): PrototypeReference[] {
  if (!src?.startsWith("/") || !IS_PAGE.test(src) || !isFileUnder(publicDir, src)) return [];
  const found = new Map<string, PrototypeReference>();
  const queue = [src];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    const isPage = IS_PAGE.test(from);
    if (!isPage && !IS_STYLESHEET.test(from)) continue;
    for (const written of referencesIn(readFileSync(path.join(publicDir, from), "utf8"), isPage)) {
      const sitePath = sitePathOf(written, from);
      if (!sitePath || sitePath === src || found.has(sitePath) || !isFileUnder(publicDir, sitePath)) continue;
      found.set(sitePath, { written, sitePath });
      queue.push(sitePath);
    }
  }
  return [...found.values()];
}

/** The site paths of the files a prototype page uses (prototypeReferencesOf). */
export const prototypeFilesOf = (src: string | undefined, publicDir: string): string[] =>
  prototypeReferencesOf(src, publicDir).map(({ sitePath }) => sitePath);
