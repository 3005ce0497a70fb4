// POST /api/access/lock (docs/product.md#private-work): ends the visitor's session here and in the
// store (so every server refuses it within the session cache's 5 s), drops the cookie, and asks the
// browser to forget the private pages it kept in its cache.
import type { Context } from "hono";
import { isOwnSitePath } from "#src/lib/own-site-path.ts";
import type { TrustProxy } from "../trusted-proxies.ts";
import type { AccessBody } from "./access-body.ts";
import type { AccessStore } from "./access-store.ts";
import { markPrivate } from "./private-routes.ts";
import { clearSessionCookie } from "./session-cookie.ts";
import type { SessionReader, SessionVariables } from "./session-middleware.ts";

/**
 * Where to go after: a path on this site (one leading '/', not '//' or '/\', which a browser reads
 * as another site), without spaces or control characters; anything else goes home.
 */
export function returnPathOf(value: unknown): string {
  // No control characters either: a header cannot carry them, and the answer would be a 500.
  return isOwnSitePath(value) ? value : "/";
}

export function lockHandler(access: AccessStore, sessions: SessionReader, trustProxy: TrustProxy) {
  return async (c: Context<{ Variables: SessionVariables & { body: AccessBody } }>) => {
    markPrivate(c);
    const body = c.get("body");
    const id = c.get("sessionId");
    // Without a live session there is nothing to end; a cookie that was not one is cleared already.
    if (id) {
      sessions.forget(id);
      await access.endSession(id);
      clearSessionCookie(c, trustProxy);
    }
    c.header("Clear-Site-Data", '"cache"');
    return c.redirect(returnPathOf(body.ok ? body.fields.return : undefined), 303);
  };
}
