import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

// Inline <script> elements: no src attribute. Their text is hashed exactly as the browser reads it.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP sources for every inline script of a page: 'sha256-…' (docs/decisions/006). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) =>
      `'sha256-${createHash("sha256")
        .update(text ?? "")
        .digest("base64")}'`,
  );
  return [...new Set(hashes)];
}

/** The file the server reads the hashes from: beside the client folder, so it is never served. */
export function cspHashesFileOf(clientDir: string): string {
  return path.join(path.dirname(clientDir), "csp-hashes.json");
}

/** Hashes the inline scripts of every prerendered page, by page path, after the build. */
export async function writeInlineScriptHashes(clientDir: string): Promise<void> {
  const hashes: Record<string, string[]> = {};
  for (const file of await readdir(clientDir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(file) !== "index.html") continue;
    const dir = path.dirname(file).split(path.sep).join("/");
    hashes[dir === "." ? "/" : `/${dir}`] = inlineScriptHashes(await readFile(path.join(clientDir, file), "utf8"));
  }
  await writeFile(cspHashesFileOf(clientDir), `${JSON.stringify(hashes, null, 2)}\n`);
}
