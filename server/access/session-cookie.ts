// The cookie that carries a private-work session's id (docs/decisions/016-private-work.md): HttpOnly
// so no script reads it, SameSite=Lax so another site's posts and frames never send it, Secure over
// HTTPS. Its Max-Age ends with the session, which is never extended.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { PRIVATE_HINT_COOKIE } from "#src/features/private-work/private-cards.ts";
import { isHttps } from "../request-origin.ts";
import { isLoopbackRequest } from "../security-headers.ts";
import type { TrustProxy } from "../trusted-proxies.ts";

export const SESSION_COOKIE = "private_session";

// Secure over HTTPS, and wherever the host is not loopback: behind a TLS proxy that TRUST_PROXY does not
// name, the request looks like plain HTTP, yet the visitor's browser spoke HTTPS (found in the security
// review). Only a site on the owner's own machine, over plain HTTP, gets a cookie without it.
export function isSecureCookie(c: Context, trustProxy: TrustProxy): boolean {
  return isHttps(c, trustProxy) || !isLoopbackRequest(c);
}

function attributesOf(c: Context, trustProxy: TrustProxy) {
  return { path: "/", httpOnly: true, sameSite: "Lax", secure: isSecureCookie(c, trustProxy) } as const;
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function setSessionCookie(c: Context, id: string, expiresAt: Date, now: Date, trustProxy: TrustProxy): void {
  // Rounded up: the milliseconds since the store started the session do not cut a second off.
  const maxAge = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  setCookie(c, SESSION_COOKIE, id, { ...attributesOf(c, trustProxy), maxAge });
  // Beside it, readable by the page's script and holding nothing secret: it only tells the lists to ask
  // for private cards, so an anonymous visitor's pages never do (src/features/private-work/private-cards.ts).
  setCookie(c, PRIVATE_HINT_COOKIE, "1", { ...attributesOf(c, trustProxy), httpOnly: false, maxAge });
}

/**
 * Tells the browser to drop the cookie. The answer then differs per visitor: kept out of shared
 * caches, so one that stored it could never end another visitor's session.
 */
export function clearSessionCookie(c: Context, trustProxy: TrustProxy): void {
  deleteCookie(c, SESSION_COOKIE, attributesOf(c, trustProxy));
  deleteCookie(c, PRIVATE_HINT_COOKIE, { ...attributesOf(c, trustProxy), httpOnly: false });
  c.header("Cache-Control", "private, no-store");
}
