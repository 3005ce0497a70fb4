import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pageFilesOf } from "#server/pages.ts";
import { deferAppStart } from "./defer-app-start.ts";
import { inlineStylesheets } from "./inline-stylesheets.ts";

/** Rewrites every prerendered page's HTML in `clientDir` in place with `rewrite`. */
export async function rewriteEachPage(clientDir: string, rewrite: (html: string) => string | Promise<string>): Promise<void> {
  for (const { file } of pageFilesOf(clientDir)) {
    const full = path.join(clientDir, file);
    await writeFile(full, await rewrite(await readFile(full, "utf8")));
  }
}

/**
 * Makes every prerendered page paint from its HTML alone: its stylesheets inlined, its app started
 * after the first paint (docs/decisions/009). Runs before the pages' inline hashes are taken.
 */
export async function rewritePages(clientDir: string): Promise<void> {
  const readStylesheet = (href: string) => readFileSync(path.join(clientDir, href), "utf8");
  await rewriteEachPage(clientDir, (html) => deferAppStart(inlineStylesheets(html, readStylesheet)));
}
