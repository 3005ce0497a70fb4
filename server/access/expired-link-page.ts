// The page a share link that is not live answers with (docs/product.md#private-work): a page of its
// own, without the app, since the app has no route at /s/… to hydrate it with.

import { escapeHtml } from "#src/lib/escape-html.ts";
import type { PageSources } from "../page-sources.ts";

export const EXPIRED_LINK_TITLE = "This link has expired or was withdrawn.";
/** Nothing inline: the strictest page policy holds. */
export const EXPIRED_LINK_SOURCES: PageSources = { scripts: [], styles: [], frames: [] };

// As React Router writes the route's meta (src/lib/page-meta.ts): the site's name is the owner's.
const SITE_NAME_META = /<meta property="og:site_name" content="([^"]*)"\/?>/;

/**
 * The owner's name (content/site.yaml's `name`) as the build wrote it into a prerendered page's
 * og:site_name, so the server reads nothing of content/ (docs/decisions/012). Undefined when absent.
 */
export function ownerNameOf(html: string): string | undefined {
  const written = SITE_NAME_META.exec(html)?.[1];
  if (!written) return undefined;
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return written.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (entity, decimal, hex, name) => {
    if (decimal) return String.fromCodePoint(Number(decimal));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return named[String(name).toLowerCase()] ?? entity;
  });
}

export function expiredLinkText(ownerName: string | undefined): string {
  return `Ask ${ownerName ?? "the site's owner"} for a new one.`;
}

export function expiredLinkHtml(ownerName: string | undefined): string {
  const title = ownerName ? `${EXPIRED_LINK_TITLE} · ${ownerName}` : EXPIRED_LINK_TITLE;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(EXPIRED_LINK_TITLE)}</h1>
<p>${escapeHtml(expiredLinkText(ownerName))} <a href="/#contact">Write to ${escapeHtml(ownerName ?? "the owner")}</a></p>
</main>
</body>
</html>
`;
}
