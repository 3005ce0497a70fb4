import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * What a page's Content-Security-Policy allows beside its own origin: the hashes ('sha256-…') of its
 * inline scripts and styles (docs/decisions/006), and the origins of the design tools whose
 * prototypes it frames (docs/decisions/013).
 */
export interface PageSources {
  scripts: string[];
  styles: string[];
  frames: string[];
}

// Inline <script> elements have no src attribute; <style> elements are always inline. Their text is
// hashed exactly as the browser reads it.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;
// The prototype viewer names its frame's origin on its figure (src/features/prototype-viewer/prototype-viewer.tsx).
const FRAME_ORIGIN = /<figure\s[^>]*\bdata-frame-origin="(https:\/\/[a-z0-9.-]+)"/gi;

function hashesOf(html: string, element: RegExp): string[] {
  const hashes = [...html.matchAll(element)].map(
    ([, text]) =>
      `'sha256-${createHash("sha256")
        .update(text ?? "")
        .digest("base64")}'`,
  );
  return [...new Set(hashes)];
}

export function pageSourcesOf(html: string): PageSources {
  const frames = [...new Set([...html.matchAll(FRAME_ORIGIN)].map(([, origin]) => (origin ?? "").toLowerCase()))];
  return { scripts: hashesOf(html, INLINE_SCRIPT), styles: hashesOf(html, STYLE), frames };
}

/**
 * The file the build writes every page's sources to, by page path ('/', '/about', …), and the server
 * reads at start: beside the client folder, so it is never served.
 */
export function pageSourcesFileOf(clientDir: string): string {
  return path.join(path.dirname(clientDir), "csp-sources.json");
}

export function readPageSources(clientDir: string): Record<string, PageSources> {
  try {
    return JSON.parse(readFileSync(pageSourcesFileOf(clientDir), "utf8")) as Record<string, PageSources>;
  } catch {
    throw new Error(`No ${path.basename(pageSourcesFileOf(clientDir))} beside ${clientDir}. Run \`npm run build\` first.`);
  }
}
