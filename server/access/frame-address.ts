// A private prototype's address (docs/decisions/016-private-work.md, "Private prototypes"). A prototype
// runs in a sandboxed frame whose own requests (its styles, scripts, images) carry no cookie, so the
// frame's page is sent to a signed address instead, and its files, named relative to the page, come
// from under it:
//
//   /_frame/<session>.<expires>.<signature>/prototypes/board.html
//
// <session> is the hash the store keeps of the session's id (never the id, which is the cookie's
// secret); <expires> is when the address stops working, in seconds; <signature> is an HMAC of both and
// of the prototype's page with the store's secret, so nobody without it can make an address, and an
// address opens that prototype's files and nothing else (not its case study's text). The session is
// checked on every request as the cookie's is: a lock, a withdrawal or a password change ends it.
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

const signatureOf = (key: string, idHash: string, expires: string, page: string) =>
  createHmac("sha256", key).update(`${idHash}.${expires}.${page}`).digest("base64url");
const expiresText = (expiresAt: Date) => Math.floor(expiresAt.getTime() / 1000).toString(36);
const sessionText = (idHash: string) => Buffer.from(idHash, "hex").toString("base64url");

/**
 * The signed address of the prototype page `page` for the session whose id hashes to `idHash`, good
 * until `expiresAt`; the files the page names relative to itself come from under it.
 */
export function frameAddressOf(page: string, idHash: string, expiresAt: Date, key: string): string {
  const expires = expiresText(expiresAt);
  return `${FRAME_PREFIX}${sessionText(idHash)}.${expires}.${signatureOf(key, idHash, expires, page)}${page}`;
}

/** The parts of a frame address, or undefined for any other path. Says nothing of whether it is genuine. */
export function readFrameAddress(pathname: string): FrameAddress | undefined {
  const [, session, expires, signature, sitePath] = ADDRESS.exec(pathname) ?? [];
  if (!session || !expires || !signature || !sitePath || sitePath.split("/").includes("..")) return undefined;
  const address = {
    idHash: Buffer.from(session, "base64url").toString("hex"),
    expiresAt: new Date(Number.parseInt(expires, 36) * 1000),
    sitePath,
    signature,
  };
  // One spelling per address (no leading zero, no other base64url of the same bytes), so a log filter
  // or a list of addresses can rely on the text.
  return sessionText(address.idHash) === session && expiresText(address.expiresAt) === expires ? address : undefined;
}

/**
 * Whether `address` was signed with `key` for the prototype page `page` and has not expired; the
 * signatures are compared in constant time.
 */
export function isGenuine(address: FrameAddress, key: string, now: Date, page: string): boolean {
  const expected = Buffer.from(signatureOf(key, address.idHash, expiresText(address.expiresAt), page));
  const given = Buffer.from(address.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) && address.expiresAt > now;
}

/** The site path a request is for: a frame address's own, or the request's path. */
export function sitePathOf(pathname: string): string {
  return readFrameAddress(pathname)?.sitePath ?? pathname;
}
