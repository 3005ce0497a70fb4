// Protected work's addresses (docs/decisions/016-private-work.md). With a grant for it, a private file
// or page is sent, never to be stored by anyone but the visitor's browser. Without, a page with a
// teaser sends the teaser (403); anything else is passed on, so it gets exactly the answer a missing
// file or an unknown case study gets, and nobody can tell protected work from nothing.
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { withCaptionsType } from "../captions-type.ts";
import { sendPage } from "../send-page.ts";
import type { PrivateWork } from "./private-work.ts";
import { grantCovers, type SessionVariables } from "./session-middleware.ts";

/** Private answers: kept by no shared cache, and told apart by the cookie that decides them. */
export function markPrivate(c: Context): void {
  c.header("Cache-Control", "private, no-store");
  c.header("Vary", "Cookie", { append: true });
}

/**
 * `toFrame` answers a private prototype's page (shown in a sandboxed frame) for a visitor whose grant
 * covers it: server/access/private-frame-route.ts.
 */
export function servePrivateWork(
  privateWork: PrivateWork,
  toFrame: (c: Context<{ Variables: SessionVariables }>, sitePath: string) => Promise<Response>,
): MiddlewareHandler<{ Variables: SessionVariables }> {
  const privateFiles = serveStatic({ root: privateWork.filesDir, precompressed: true });
  return async (c, next) => {
    // Decoded as the manifest writes it (Hono decodes all but reserved characters such as %2F and %25).
    const sitePath = c.req.path;
    const grant = c.get("grant");
    const entry = privateWork.pageAt(sitePath);
    if (entry) {
      if (grantCovers(grant, [entry.slug])) {
        markPrivate(c);
        return sendPage(c, entry.page, 200);
      }
      if (!entry.teaser) return next();
      markPrivate(c);
      return sendPage(c, entry.teaser, 403);
    }
    const slugs = privateWork.slugsOfFile(sitePath);
    if (!slugs || !grantCovers(grant, slugs)) return next();
    if (privateWork.framePagesOf(sitePath).includes(sitePath)) return toFrame(c, sitePath);
    markPrivate(c);
    return withCaptionsType(sitePath, await privateFiles(c, next));
  };
}
