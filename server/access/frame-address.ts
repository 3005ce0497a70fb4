// A private prototype's address (docs/decisions/016-private-work.md, "Private prototypes"). A prototype
// runs in a sandboxed frame whose own requests (its styles, scripts, images) carry no cookie, so the
// frame's page is sent to a signed address instead, and its files, named relative to the page, come
// from under it:
//
//   /_frame/<session>.<expires>.<signature>/prototypes/board.html
//
// <session> is the hash the store keeps of the session's id (never the id, which is the cookie's
// secret); <expires> is when the address stops working, in seconds; <signature> is an HMAC of both
// with the store's secret, so nobody without it can make an address. The session is checked on every
// request as the cookie's is: a lock, a withdrawal or a password change ends the address with it.
import { createHmac, timingSafeEqual } from "node:crypto";

export const FRAME_PREFIX = "/_frame/";
/** The store's secret (MessageStore.secret) that signs frame addresses, shared by every server on one database. */
export const FRAME_KEY_SECRET_NAME = "private_frame_key";
/** How long an address works after it is given; a prototype loads its files at once. */
export const FRAME_ADDRESS_MS = 60 * 60 * 1000;

const ADDRESS = /^\/_frame\/([A-Za-z0-9_-]{43})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})(\/.*)$/;

export interface FrameAddress {
  /** The session's id hash, as the store keeps it (hex). */
  idHash: string;
  expiresAt: Date;
  /** The file asked for, as the site names it without the frame: /prototypes/board.css. */
  sitePath: string;
  signature: string;
}

const signatureOf = (key: string, idHash: string, expires: string) =>
  createHmac("sha256", key).update(`${idHash}.${expires}`).digest("base64url");

/** The signed address of `sitePath` for the session whose id hashes to `idHash`, good until `expiresAt`. */
export function frameAddressOf(sitePath: string, idHash: string, expiresAt: Date, key: string): string {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  const session = Buffer.from(idHash, "hex").toString("base64url");
  return `${FRAME_PREFIX}${session}.${expires}.${signatureOf(key, idHash, expires)}${sitePath}`;
}

/** The parts of a frame address, or undefined for any other path. Says nothing of whether it is genuine. */
export function readFrameAddress(pathname: string): FrameAddress | undefined {
  const [, session, expires, signature, sitePath] = ADDRESS.exec(pathname) ?? [];
  if (!session || !expires || !signature || !sitePath || sitePath.split("/").includes("..")) return undefined;
  return {
    idHash: Buffer.from(session, "base64url").toString("hex"),
    expiresAt: new Date(Number.parseInt(expires, 36) * 1000),
    sitePath,
    signature,
  };
}

/** Whether `address` was signed with `key` and has not expired; the signatures are compared in constant time. */
export function isGenuine(address: FrameAddress, key: string, now: Date): boolean {
  const expires = Math.floor(address.expiresAt.getTime() / 1000).toString(36);
  const expected = Buffer.from(signatureOf(key, address.idHash, expires));
  const given = Buffer.from(address.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) && address.expiresAt > now;
}

/** The site path a request is for: a frame address's own, or the request's path. */
export function sitePathOf(pathname: string): string {
  return readFrameAddress(pathname)?.sitePath ?? pathname;
}
