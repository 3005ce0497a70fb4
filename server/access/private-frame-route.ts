// Private prototypes in their sandboxed frame (server/access/frame-address.ts). The frame's own page is
// asked for with the visitor's cookie (the frame is navigated by our page), so a visitor whose grant
// covers it is sent on to the page's signed address; the files the page then loads, named relative to
// it, come from under that address, with no cookie, checked against the session the address names.
// Only that prototype's files: never a page, route data or a body's chunk.
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { withCaptionsType } from "../captions-type.ts";
import { hashSecret } from "./access-secrets.ts";
import type { Grant } from "./access-store.ts";
import { FRAME_ADDRESS_MS, FRAME_PREFIX, frameAddressOf, isGenuine, readFrameAddress, sitePathOf } from "./frame-address.ts";
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

/** Frame answers name the bearer address in their URL: no shared cache keeps them. */
function markFrameAnswer(headers: Headers): void {
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex");
}

/**
 * Run before the site's own headers, so it has the last word: every answer under `/_frame/` (genuine
 * or not, so the header tells nothing) and every 303 to one sends no Referer naming the address.
 */
export const frameReferrerPolicy: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.path.startsWith(FRAME_PREFIX) || c.res.headers.get("Location")?.startsWith(FRAME_PREFIX)) {
    c.res.headers.set("Referrer-Policy", "no-referrer");
  }
};

/** The 303 to the signed address of the prototype page `page`, for the session whose id is `sessionId`. */
export async function redirectToFrame(
  c: Context,
  page: string,
  sessionId: string,
  grant: Grant,
  { frameKey, now }: Pick<PrivateFrameDeps, "frameKey" | "now">,
) {
  // Never past the session's own end, which the address could not outlive anyway.
  const expiresAt = new Date(Math.min(now().getTime() + FRAME_ADDRESS_MS, grant.expiresAt.getTime()));
  markPrivate(c);
  const { search } = new URL(c.req.url);
  const response = c.redirect(`${frameAddressOf(page, hashSecret(sessionId), expiresAt, await frameKey())}${search}`, 303);
  markFrameAnswer(response.headers);
  return response;
}

/** GET /_frame/*: a file of the prototype under a genuine, live address; anything else as a missing file. */
export function serveFrameFiles({ privateWork, clientDir, sessions, frameKey, now }: PrivateFrameDeps): MiddlewareHandler {
  const privateFiles = serveStatic({ root: privateWork.filesDir, precompressed: true, rewriteRequestPath: sitePathOf });
  const publicFiles = serveStatic({ root: clientDir, precompressed: true, rewriteRequestPath: sitePathOf });
  return async (c, next) => {
    const address = readFrameAddress(c.req.path);
    if (!address) return next();
    const key = await frameKey();
    // The prototype whose address this is, among those whose frames load this file.
    const page = privateWork.framePagesOf(address.sitePath).find((each) => isGenuine(address, key, now(), each));
    if (!page) return next();
    const grant = await sessions.grantOfHash(address.idHash);
    const fileSlugs = privateWork.slugsOfFile(address.sitePath);
    if (!grantCovers(grant, privateWork.slugsOfFile(page) ?? []) || (fileSlugs && !grantCovers(grant, fileSlugs))) return next();
    let isMissing = false;
    const found = await (fileSlugs ? privateFiles : publicFiles)(c, async () => {
      isMissing = true;
    });
    if (isMissing || !found) return next();
    markFrameAnswer(found.headers);
    return withCaptionsType(address.sitePath, found);
  };
}
