import type { Context } from "hono";
import { compressCopy, pickEncoding } from "./compressed-text.ts";
import type { Page } from "./pages.ts";
import { pagePolicy } from "./security-headers.ts";

/** A page, the not-found page too, goes with its own policy, whatever its address looks like (security-headers.ts). */
export function setPagePolicy(c: Context, page: Page) {
  c.header("Content-Security-Policy", pagePolicy(page.sources));
}

/** A page from memory, in the best encoding the client accepts. */
export function sendPage(c: Context, page: Page, status: 200 | 403 | 404) {
  setPagePolicy(c, page);
  // docs/product.md#private-work: an unlisted page is kept out of search engines by header as well as by its meta.
  if (page.isNoindex) c.header("X-Robots-Tag", "noindex");
  const encoding = pickEncoding(c.req.header("Accept-Encoding"));
  c.header("Vary", "Accept-Encoding", { append: true });
  if (!encoding) return c.html(page.text, status);
  c.header("Content-Encoding", encoding);
  return c.body(page[encoding], status, { "Content-Type": "text/html; charset=UTF-8" });
}

/** A page's copy made for this request (a visitor's private cards), with the page's own policy, compressed as it is sent. */
export async function sendPageCopy(c: Context, page: Page, html: string) {
  setPagePolicy(c, page);
  if (page.isNoindex) c.header("X-Robots-Tag", "noindex");
  const encoding = pickEncoding(c.req.header("Accept-Encoding"));
  c.header("Vary", "Accept-Encoding", { append: true });
  if (!encoding) return c.html(html, 200);
  c.header("Content-Encoding", encoding);
  return c.body(await compressCopy(html, encoding), 200, { "Content-Type": "text/html; charset=UTF-8" });
}
