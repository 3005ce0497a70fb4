// Which origin a request's page came from, as the browser sees the site: every post's cross-site
// check (Hono's csrf) compares the browser's Origin with it.
import type { Context, MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";

/** Whether the visitor's request came over HTTPS: directly, or to the proxy when TRUST_PROXY says one sets X-Forwarded-Proto. */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return trustProxy && c.req.header("X-Forwarded-Proto")?.split(",")[0]?.trim() === "https";
}

/**
 * The origin the visitor's browser asked for: the request's host, with https when isHttps says so, and
 * without the scheme's default port (a proxy may forward `Host: site.example:443`). Behind a TLS proxy
 * the request itself reaches the server as http, while the browser's Origin says https.
 */
export function requestOriginOf(c: Context, trustProxy: boolean): string {
  return new URL(`${isHttps(c, trustProxy) ? "https" : "http"}://${new URL(c.req.url).host}`).origin;
}

/**
 * Hono's csrf() against the origin the browser asked for: a post from a page of another site is refused
 * with 403, and one from the site's own https page behind a TLS proxy is not, whether or not the
 * browser also sends Sec-Fetch-Site (which csrf() accepts first).
 */
export function sameOriginPostsOnly(trustProxy: boolean): MiddlewareHandler {
  return csrf({ origin: (origin, c) => origin === requestOriginOf(c, trustProxy) });
}
