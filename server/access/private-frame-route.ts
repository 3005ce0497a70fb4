// Private prototypes in their sandboxed frame (server/access/frame-address.ts). The frame's own page is
// asked for with the visitor's cookie (the frame is navigated by our page), so a visitor whose grant
// covers it is sent on to the page's signed address; everything the page then loads, named relative
// to it, comes from under that address, with no cookie, checked against the session the address names.
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { withCaptionsType } from "../captions-type.ts";
import { hashSecret } from "./access-secrets.ts";
import type { Grant } from "./access-store.ts";
import { FRAME_ADDRESS_MS, frameAddressOf, isGenuine, readFrameAddress, sitePathOf } from "./frame-address.ts";
import { markPrivate } from "./private-routes.ts";
import type { PrivateWork } from "./private-work.ts";
import { grantCovers, type SessionReader } from "./session-middleware.ts";

export interface PrivateFrameDeps {
  privateWork: PrivateWork;
  /** build/client: the public files a private prototype shares with the site (viewer-bridge.js). */
  clientDir: string;
  sessions: SessionReader;
  /** The store's secret that signs frame addresses. */
  frameKey: () => Promise<string>;
  now: () => Date;
}

/** The 303 to the signed address of `sitePath`, for the session whose id is `sessionId`. */
export async function redirectToFrame(
  c: Context,
  sitePath: string,
  sessionId: string,
  grant: Grant,
  { frameKey, now }: Pick<PrivateFrameDeps, "frameKey" | "now">,
) {
  // Never past the session's own end, which the address could not outlive anyway.
  const expiresAt = new Date(Math.min(now().getTime() + FRAME_ADDRESS_MS, grant.expiresAt.getTime()));
  markPrivate(c);
  return c.redirect(frameAddressOf(sitePath, hashSecret(sessionId), expiresAt, await frameKey()), 303);
}

/** GET /_frame/*: a file under a genuine, live address; anything else as a missing file. */
export function serveFrameFiles({ privateWork, clientDir, sessions, frameKey, now }: PrivateFrameDeps): MiddlewareHandler {
  const privateFiles = serveStatic({ root: privateWork.filesDir, precompressed: true, rewriteRequestPath: sitePathOf });
  const publicFiles = serveStatic({ root: clientDir, precompressed: true, rewriteRequestPath: sitePathOf });
  return async (c, next) => {
    const address = readFrameAddress(c.req.path);
    if (!address || !isGenuine(address, await frameKey(), now())) return next();
    const grant = await sessions.grantOfHash(address.idHash);
    if (!grant) return next();
    const slugs = privateWork.slugsOfFile(address.sitePath);
    if (slugs && !grantCovers(grant, slugs)) return next();
    let isMissing = false;
    const found = await (slugs ? privateFiles : publicFiles)(c, async () => {
      isMissing = true;
    });
    if (isMissing || !found) return next();
    // The address is this visitor's own, like a cookie: no shared cache keeps what it answers.
    found.headers.set("Cache-Control", "private, no-store");
    found.headers.set("X-Robots-Tag", "noindex");
    return withCaptionsType(address.sitePath, found);
  };
}
