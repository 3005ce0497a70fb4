// The site-wide marker of the owner's browser (docs/product.md#the-owners-room): set at sign-in, it
// grants nothing (no route reads it to let anyone in) and only keeps the owner's own page views out of
// the reading statistics. It outlives the room's 12-hour session, so the owner's reading of their own
// site stays out after the session ends; HttpOnly, as only the server reads it.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

export const OWNER_MARKER_COOKIE = "owner_marker";
/** Browsers cap a cookie's life at 400 days (RFC 6265bis); asked for as long. */
const MARKER_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function hasOwnerMarker(c: Context): boolean {
  return getCookie(c, OWNER_MARKER_COOKIE) === "1";
}

export function setOwnerMarker(c: Context, secure: boolean): void {
  setCookie(c, OWNER_MARKER_COOKIE, "1", { path: "/", httpOnly: true, sameSite: "Lax", secure, maxAge: MARKER_MAX_AGE_SECONDS });
}
