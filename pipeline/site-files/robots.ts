import { absoluteUrl } from "#src/lib/absolute-url.ts";
import { SITEMAP_PATH } from "#src/lib/site-files.ts";

/** Every crawler may read every page (RFC 9309); the sitemap line must be an absolute URL. */
export function buildRobots(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}`, ""].join("\n");
}
