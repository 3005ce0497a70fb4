import { writeFile } from "node:fs/promises";
import { originOf, siteOriginFileOf } from "#server/site-origin.ts";

/**
 * Hands the site's public address (content/site.yaml's `url`) to the server, which names it in the
 * prototypes' Content-Security-Policy (docs/product.md#security-headers) without reading content/.
 */
export async function writeSiteOrigin(clientDir: string, siteUrl: string): Promise<void> {
  await writeFile(siteOriginFileOf(clientDir), `${JSON.stringify({ origin: originOf(siteUrl) }, null, 2)}\n`);
}
