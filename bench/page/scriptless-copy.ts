import { cpSync } from "node:fs";
import path from "node:path";
import { rewriteEachPage } from "#pipeline/build/rewrite-pages.ts";
import { writePageSources } from "#pipeline/build/write-page-sources.ts";
import { siteOriginFileOf } from "#server/site-origin.ts";
import { type BenchServer, startBenchServer } from "../common/bench-server.ts";
import { ROOT } from "../common/run-command.ts";

// Script elements that run: no type, a JavaScript type or a module. JSON-LD is data and stays.
const RUNNABLE_SCRIPT = /<script(?![^>]*\stype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/gi;

/** A page's HTML with every script (inline or loaded) and module preload taken out. */
export function withoutScripts(html: string): string {
  return html.replace(RUNNABLE_SCRIPT, "").replace(MODULE_PRELOAD, "");
}

/**
 * Copies the built site to `rootDir/client` with every script taken out of its pages: what a site
 * with no JavaScript would get from the same HTML and CSS, the floor for our first paints. Returns
 * the copy's client folder; its CSP hashes file is written beside it as the build writes ours, and
 * the site's origin, which the server reads at start, is copied beside it.
 */
export async function makeScriptlessCopy(clientDir: string, rootDir: string): Promise<string> {
  const copy = path.join(rootDir, "client");
  cpSync(clientDir, copy, { recursive: true });
  cpSync(siteOriginFileOf(clientDir), siteOriginFileOf(copy));
  await rewriteEachPage(copy, withoutScripts);
  await writePageSources(copy);
  return copy;
}

/**
 * The built site (build/client) and its copy without scripts, made under `dataDir`, each served by
 * the real server with its store in `dataDir` too: the pair every page measurement compares.
 */
export async function serveWithScriptlessCopy(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ served: BenchServer; scriptless: BenchServer }> {
  const scriptlessClientDir = await makeScriptlessCopy(path.join(ROOT, "build/client"), path.join(dataDir, "scriptless"));
  const served = await startBenchServer({ dataDir: path.join(dataDir, "site"), env });
  const scriptless = await startBenchServer({
    dataDir: path.join(dataDir, "scriptless-site"),
    clientDir: scriptlessClientDir,
    env,
  });
  return { served, scriptless };
}
