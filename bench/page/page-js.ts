import { readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export interface JsFile {
  /** As the page asks for it: /assets/home-CBVI-DUv.js */
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageJs {
  files: JsFile[];
  bytes: number;
  gzipBytes: number;
}

// Only import statements: the inline module script imports the route modules and the client entry.
const INLINE_IMPORT = /\bimport\s*\(?\s*["']([^"']+)["']|\bfrom\s*["']([^"']+)["']/g;
// Static imports only (`import"x"`, `from"x"`); `import("x")` is code split off on purpose and loads later, if ever.
const STATIC_IMPORT = /\b(?:import|from)\s*["']([^"']+\.js)["']/g;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];
}

/**
 * Every same-origin script a prerendered page loads before it is interactive: <script src>,
 * <link rel="modulepreload"> and the imports of its inline module scripts.
 */
export function findScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, "href");
    if (attribute(tag, "rel")?.toLowerCase() === "modulepreload" && href) urls.add(href);
  }
  for (const [, openTag = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(openTag, "src");
    if (src) urls.add(src);
    for (const [, dynamic, fromClause] of body.matchAll(INLINE_IMPORT)) urls.add((dynamic ?? fromClause) as string);
  }
  return [...urls].filter((url) => url.startsWith("/") && !url.startsWith("//"));
}

/** The files a built chunk imports statically, as written in it (relative to the chunk). */
export function findStaticImports(js: string): string[] {
  return [...js.matchAll(STATIC_IMPORT)].map((match) => match[1] as string);
}

/** Gzip at level 9, the same for every file of both apps, so the comparison does not depend on how a server compresses. */
export function gzipSize(content: Buffer | string): number {
  return zlib.gzipSync(content, { level: 9 }).length;
}

/**
 * The JS a prerendered page needs: what its HTML references, plus everything those files import
 * statically (normally already listed as modulepreload; followed anyway so nothing is missed).
 */
export function measurePageJs(clientDir: string, htmlFile: string): PageJs {
  const pending = findScriptUrls(readFileSync(path.join(clientDir, htmlFile), "utf8"));
  const files = new Map<string, JsFile>();
  while (pending.length > 0) {
    const url = pending.pop() as string;
    if (files.has(url)) continue;
    const content = readFileSync(path.join(clientDir, url));
    files.set(url, { url, bytes: content.length, gzipBytes: gzipSize(content) });
    for (const specifier of findStaticImports(content.toString("utf8"))) {
      pending.push(new URL(specifier, `http://page${url}`).pathname);
    }
  }
  const sorted = [...files.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files: sorted,
    bytes: sorted.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: sorted.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}
