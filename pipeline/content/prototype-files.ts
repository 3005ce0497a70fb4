// A prototype of this site is a page under public/ with its own styles, scripts and images beside it
// (content/README.md#adding-a-prototype). Those files are as private as the page, so private work's
// build moves them with it (docs/decisions/016-private-work.md): they are what the page names with
// src="…" or href="…", and what its stylesheets name with url(…).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const ATTRIBUTE_PATH = /\b(?:src|href)=["']([^"']+)["']/g;
const CSS_URL = /url\(\s*["']?([^"')]+)["']?\s*\)/g;
// Another site, a data: or blob: address, a fragment: not a file under public/.
const NOT_A_FILE = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

/** `reference` as a site path, resolved against the site path of the file naming it. */
function sitePathOf(reference: string, from: string): string | undefined {
  const address = reference.split(/[?#]/)[0] ?? "";
  if (address === "" || NOT_A_FILE.test(address)) return undefined;
  return path.posix.resolve(path.posix.dirname(from), decodeURI(address));
}

function namedBy(sitePath: string, publicDir: string, pattern: RegExp): string[] {
  const file = path.join(publicDir, sitePath);
  if (!existsSync(file)) return [];
  return [...readFileSync(file, "utf8").matchAll(pattern)].flatMap(([, reference]) =>
    reference ? (sitePathOf(reference, sitePath) ?? []) : [],
  );
}

/**
 * The site paths of the files a prototype page (`/prototypes/x.html`) uses, itself not included: only
 * those that exist under `publicDir`. Nothing for a design tool's link or a missing page.
 */
export function prototypeFilesOf(src: string | undefined, publicDir: string): string[] {
  if (!src?.startsWith("/") || !src.endsWith(".html")) return [];
  const files = new Set(namedBy(src, publicDir, ATTRIBUTE_PATH));
  for (const stylesheet of [...files].filter((sitePath) => sitePath.endsWith(".css"))) {
    for (const sitePath of namedBy(stylesheet, publicDir, CSS_URL)) files.add(sitePath);
  }
  return [...files].filter((sitePath) => sitePath !== src && existsSync(path.join(publicDir, sitePath)));
}
