// Which origin a request's page came from, as the browser sees the site: every post's cross-site
// check (Hono's csrf) compares the browser's Origin with it.
import type { Context, MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { wantsPage } from "./messages/request-content-type.ts";
import { peerAddressOf } from "./messages/sender-address.ts";
import { type AnswerWithPage, HOME_LINK, type SiteMessage } from "./site-message-page.ts";
import type { TrustProxy } from "./trusted-proxies.ts";

/**
 * Whether the visitor's request came over HTTPS: directly, or to the proxy, when TRUST_PROXY trusts
 * the direct peer to say so in X-Forwarded-Proto (docs/configuration.md).
 */
export function isHttps(c: Context, trustProxy: TrustProxy): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  const forwarded = c.req.header("X-Forwarded-Proto");
  // The peer is looked up only for a request that claims https through a proxy.
  return forwarded !== undefined && forwarded.split(",")[0]?.trim() === "https" && trustProxy.trustsPeer(peerAddressOf(c));
}

/**
 * The origin the visitor's browser asked for: the request's host, with https when isHttps says so, and
 * without the scheme's default port (a proxy may forward `Host: site.example:443`). Behind a TLS proxy
 * the request itself reaches the server as http, while the browser's Origin says https.
 */
export function requestOriginOf(c: Context, trustProxy: TrustProxy): string {
  return new URL(`${isHttps(c, trustProxy) ? "https" : "http"}://${new URL(c.req.url).host}`).origin;
}

/** What a browser is told when a form of another site posted to this one: nothing was done. */
export const CROSS_SITE_TITLE = "This form came from another site.";
export const CROSS_SITE_TEXT = "Nothing was sent or changed: this site takes forms only from its own pages.";
export const CROSS_SITE_MESSAGE: SiteMessage = {
  title: CROSS_SITE_TITLE,
  text: CROSS_SITE_TEXT,
  link: HOME_LINK,
};

const NOTHING_YET = async () => {};

/**
 * Hono's csrf() against the origin the browser asked for: a post from a page of another site is refused
 * with 403, and one from the site's own https page behind a TLS proxy is not, whether or not the
 * browser also sends Sec-Fetch-Site (which csrf() accepts first). A browser showing the refusal as a
 * page gets `refusePage`'s (docs/decisions/021-server-written-pages.md); any other client, and every
 * client of a route no browser opens as a page (the statistics' beacon), csrf()'s own 403 'Forbidden'.
 */
export function sameOriginPostsOnly(trustProxy: TrustProxy, refusePage?: AnswerWithPage): MiddlewareHandler {
  const check = csrf({ origin: (origin, c) => origin === requestOriginOf(c, trustProxy) });
  if (!refusePage) return check;
  return async (c, next) => {
    // Checked on its own, so only the check's refusal is caught here, never an error of the route after it.
    try {
      await check(c, NOTHING_YET);
    } catch (error) {
      if (error instanceof HTTPException && wantsPage(c)) return refusePage(c);
      throw error;
    }
    await next();
  };
}
