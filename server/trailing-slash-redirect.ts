import type { MiddlewareHandler } from "hono";
import { FRAME_PREFIX } from "./access/frame-address.ts";

/**
 * Sends a GET or HEAD of an address ending in '/' (the home page aside) to the address without it,
 * 301, so each page has one address (docs/product.md#missing-pages).
 *
 * The Location is relative: one built from the request's URL would name whatever Host header was
 * sent, and behind a TLS proxy the plain-http scheme. Leading slashes are collapsed into one, since
 * '//evil.example' there would be a protocol-relative address on another site.
 */
export function trailingSlashRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const isRead = c.req.method === "GET" || c.req.method === "HEAD";
    // A private frame's address is a bearer secret: it is never repeated in a Location (access/frame-address.ts).
    if (!isRead || c.req.path === "/" || !c.req.path.endsWith("/") || c.req.path.startsWith(FRAME_PREFIX)) return next();
    // Parsed again rather than c.req.path, which may be decoded: the URL's path stays percent-encoded,
    // and a backslash is already a slash in it, as a browser reads one.
    const { pathname, search } = new URL(c.req.url);
    return c.redirect(`/${pathname.replace(/^\/+|\/+$/g, "")}${search}`, 301);
  };
}
