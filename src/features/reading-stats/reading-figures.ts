// What the reading-statistics beacon measures on the page (docs/product.md#reading-statistics), as
// plain functions of what the browser reports.
import { MAX_SOURCE_CHARACTERS } from "./beacon-fields.ts";

/**
 * How far into the case study's body the visitor has scrolled, 0 to 100: the share of the body
 * above the bottom of the window. A body the window shows whole is read to 100.
 */
export function depthOf(bodyTop: number, bodyHeight: number, windowHeight: number): number {
  if (bodyHeight <= 0) return 0;
  return Math.round(Math.min(1, Math.max(0, (windowHeight - bodyTop) / bodyHeight)) * 100);
}

/** The referring page's host, lower case, when it is another site's; undefined for none, our own, or a non-web one. */
export function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  try {
    const url = new URL(referrer);
    const host = url.host.toLowerCase();
    return /^https?:$/.test(url.protocol) && host !== ownHost.toLowerCase() ? host : undefined;
  } catch {
    return undefined;
  }
}

/** The address's utm_source, at most MAX_SOURCE_CHARACTERS characters (code points: an emoji is not cut in two), or undefined. */
export function sourceOf(search: string): string | undefined {
  const source = new URLSearchParams(search).get("utm_source")?.trim();
  return source ? Array.from(source).slice(0, MAX_SOURCE_CHARACTERS).join("") : undefined;
}
