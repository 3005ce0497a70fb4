import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type InlineHashes, inlineHashesFileOf, inlineHashesOf } from "../../server/inline-hashes.ts";
import { pageFilesOf } from "../../server/pages.ts";

/** Hashes the inline scripts and styles of every prerendered page after the build (docs/decisions/006). */
export async function writeInlineHashes(clientDir: string): Promise<void> {
  const hashes: Record<string, InlineHashes> = {};
  for (const { pagePath, file } of pageFilesOf(clientDir)) {
    hashes[pagePath] = inlineHashesOf(await readFile(path.join(clientDir, file), "utf8"));
  }
  await writeFile(inlineHashesFileOf(clientDir), `${JSON.stringify(hashes, null, 2)}\n`);
}
