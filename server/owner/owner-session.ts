// The room's session cookie and the check every room page and post passes (docs/product.md#the-owners-room):
// a random id, HttpOnly, SameSite=Lax, Secure over HTTPS, only sent under /owner, and looked up in
// the store on every request, so a session ended anywhere (sign out everywhere, a new password) is
// refused at once on every server.
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { isSecureCookie } from "../access/session-cookie.ts";
import { wantsPage } from "../messages/request-content-type.ts";
import type { AnswerWithPage } from "../site-message-page.ts";
import type { TrustProxy } from "../trusted-proxies.ts";
import type { OwnerStore } from "./owner-store.ts";
import type { RoomAssets } from "./room-assets.ts";

export const OWNER_SESSION_COOKIE = "owner_session";
export const ROOM_PATH = "/owner";
export const SIGN_IN_PATH = "/owner/sign-in";
export const SIGN_IN_FIRST_TEXT = "Sign in to the owner's room first.";

/** `roomAssets`: the room's built script and stylesheet (room-assets.ts), which every room page links. */
export type OwnerEnv = { Variables: { ownerSessionId: string; roomAssets: RoomAssets } };

function attributesOf(c: Context, trustProxy: TrustProxy) {
  return { path: ROOM_PATH, httpOnly: true, sameSite: "Lax", secure: isSecureCookie(c, trustProxy) } as const;
}

export function readOwnerSessionCookie(c: Context): string | undefined {
  return getCookie(c, OWNER_SESSION_COOKIE);
}

export function setOwnerSessionCookie(c: Context, id: string, expiresAt: Date, now: Date, trustProxy: TrustProxy): void {
  const maxAge = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  setCookie(c, OWNER_SESSION_COOKIE, id, { ...attributesOf(c, trustProxy), maxAge });
}

export function clearOwnerSessionCookie(c: Context, trustProxy: TrustProxy): void {
  deleteCookie(c, OWNER_SESSION_COOKIE, attributesOf(c, trustProxy));
}

/** Where a room address sends a visitor without a session: the sign-in, which brings them back after. */
export function signInAddressFor(returnPath: string): string {
  return returnPath === ROOM_PATH ? SIGN_IN_PATH : `${SIGN_IN_PATH}?return=${encodeURIComponent(returnPath)}`;
}

/**
 * Lets a request with a live session on; any other is sent to sign in (a page) or refused (a post,
 * which never follows a redirect into doing something): by `refusePage` for a browser showing the
 * answer as a page, else with a sentence.
 */
export function requireOwnerSession(
  store: OwnerStore,
  trustProxy: TrustProxy,
  refusePage: AnswerWithPage,
): MiddlewareHandler<OwnerEnv> {
  return async (c, next) => {
    const id = readOwnerSessionCookie(c);
    const session = id === undefined ? undefined : await store.findSession(id);
    if (!id || !session) {
      if (id !== undefined) clearOwnerSessionCookie(c, trustProxy);
      if (c.req.method === "GET" || c.req.method === "HEAD") {
        const { pathname, search } = new URL(c.req.url);
        return c.redirect(signInAddressFor(`${pathname}${search}`), 303);
      }
      return wantsPage(c) ? refusePage(c) : c.text(SIGN_IN_FIRST_TEXT, 401);
    }
    c.set("ownerSessionId", id);
    await next();
  };
}
