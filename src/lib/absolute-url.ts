/**
 * A site path as the absolute address that canonical links, sharing tags, the sitemap and the feed
 * need. site.url never ends in a slash (site-schema.ts), so '/' gives 'https://example.com/'.
 */
export function absoluteUrl(siteUrl: string, sitePath: string): string {
  return new URL(sitePath, `${siteUrl}/`).href;
}
