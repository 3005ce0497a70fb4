// The floor for a page's stylesheet links (docs/decisions/024-stylesheets-fetched-once.md): the same
// page with every <link rel="stylesheet"> taken out, scripts kept. Its rules are inlined either way, so
// any first paint ours has beyond this one is what its stylesheet links cost.
import path from "node:path";
import { type BenchServer, startBenchServer } from "../common/bench-server.ts";
import { ROOT } from "../common/run-command.ts";
import { makePageCopy } from "./scriptless-copy.ts";

const STYLESHEET_LINK = /<link\s[^>]*\brel="stylesheet"[^>]*>/gi;

/** A page's HTML without its stylesheet links; its inline <style> and everything else stay. */
export function withoutStylesheetLinks(html: string): string {
  return html.replace(STYLESHEET_LINK, "");
}

/** A copy of the built site (build/client) without stylesheet links, made and served with its store under `dataDir`. */
export async function serveWithoutStylesheetLinks(dataDir: string, env: Record<string, string>): Promise<BenchServer> {
  const clientDir = await makePageCopy(path.join(ROOT, "build/client"), path.join(dataDir, "linkless"), withoutStylesheetLinks);
  return startBenchServer({ dataDir: path.join(dataDir, "linkless-site"), clientDir, env });
}
