import { resolveContentDir } from "#pipeline/content/content-dir.ts";
import { readContent } from "#pipeline/content/load-content.ts";

/**
 * The site's public address, `url` in content/site.yaml, read as the build reads it (CONTENT_DIR
 * honoured). Only the site file need be right: a case study with a mistake does not stop this.
 */
export function readSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const { site, problems } = readContent(resolveContentDir(env));
  if (!site) {
    const about = problems.filter((problem) => problem.includes("site.yaml"));
    throw new Error(`The site's address could not be read from site.yaml:\n  ${about.join("\n  ")}`);
  }
  return site.url;
}

/** `{site url}/s/{token}`, the address a recipient opens; under the site's path if it has one. */
export function shareAddressOf(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/s/${token}`;
}
