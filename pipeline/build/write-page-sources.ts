import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type PageSources, pageSourcesFileOf, pageSourcesOf } from "#server/page-sources.ts";
import { pageFilesOf } from "#server/pages.ts";

/** Hashes the inline scripts and styles of every prerendered page after the build (docs/decisions/006). */
export async function writePageSources(clientDir: string): Promise<void> {
  const hashes: Record<string, PageSources> = {};
  for (const { pagePath, file } of pageFilesOf(clientDir)) {
    hashes[pagePath] = pageSourcesOf(await readFile(path.join(clientDir, file), "utf8"));
  }
  await writeFile(pageSourcesFileOf(clientDir), `${JSON.stringify(hashes, null, 2)}\n`);
}
