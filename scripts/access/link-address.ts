import path from "node:path";
import { buildDirOf } from "#server/access/protected-case-studies.ts";
import { readSiteOrigin } from "#server/site-origin.ts";

/**
 * The site's public origin, as the build wrote it from content/site.yaml's `url` (BUILD_DIR honoured),
 * where the server answers share links. Read from the build, not from content/, so the command runs
 * compiled in production (build/server/access.js) with the production dependencies alone.
 */
export function readSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return readSiteOrigin(path.join(buildDirOf(env), "client"));
}

/** `{site origin}/s/{token}`, the address a recipient opens. */
export function shareAddressOf(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/s/${token}`;
}
