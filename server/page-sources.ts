import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/** CSP sources ('sha256-…') of a page's inline scripts and styles (docs/decisions/006). */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

// Inline <script> elements have no src attribute; <style> elements are always inline. Their text is
// hashed exactly as the browser reads it.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;

function hashesOf(html: string, element: RegExp): string[] {
  const hashes = [...html.matchAll(element)].map(
    ([, text]) =>
      `'sha256-${createHash("sha256")
        .update(text ?? "")
        .digest("base64")}'`,
  );
  return [...new Set(hashes)];
}

export function inlineHashesOf(html: string): InlineHashes {
  return { scripts: hashesOf(html, INLINE_SCRIPT), styles: hashesOf(html, STYLE) };
}

/**
 * The file the build writes every page's hashes to, by page path ('/', '/about', …), and the server
 * reads at start: beside the client folder, so it is never served.
 */
export function inlineHashesFileOf(clientDir: string): string {
  return path.join(path.dirname(clientDir), "csp-hashes.json");
}

export function readInlineHashes(clientDir: string): Record<string, InlineHashes> {
  try {
    return JSON.parse(readFileSync(inlineHashesFileOf(clientDir), "utf8")) as Record<string, InlineHashes>;
  } catch {
    throw new Error(`No ${path.basename(inlineHashesFileOf(clientDir))} beside ${clientDir}. Run \`npm run build\` first.`);
  }
}
