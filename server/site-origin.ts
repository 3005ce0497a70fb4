import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The file the build writes the site's public origin to (content/site.yaml's `url`) and the server
 * reads at start: beside the client folder, so it is never served. The server reads nothing of
 * content/ itself (docs/decisions/012).
 */
export function siteOriginFileOf(clientDir: string): string {
  return path.join(path.dirname(clientDir), "site-origin.json");
}

/** `https://example.com` of `https://Example.com/portfolio/`: what a Content-Security-Policy names. */
export function originOf(siteUrl: string): string {
  const url = new URL(siteUrl);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`Not an http(s) address: ${siteUrl}`);
  return url.origin;
}

export function readSiteOrigin(clientDir: string): string {
  const file = siteOriginFileOf(clientDir);
  try {
    const { origin } = JSON.parse(readFileSync(file, "utf8")) as { origin?: unknown };
    if (typeof origin === "string" && originOf(origin) === origin) return origin;
  } catch {
    // Said below, with what to do.
  }
  throw new Error(`No site origin in ${path.basename(file)} beside ${clientDir}. Run \`npm run build\` first.`);
}
