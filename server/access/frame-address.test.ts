import { expect, test } from "vitest";
import { hashSecret, newSecret } from "./access-secrets.ts";
import { frameAddressOf, isGenuine, readFrameAddress, sitePathOf } from "./frame-address.ts";

const KEY = "a test key for frame addresses";
const ID_HASH = hashSecret(newSecret());
const NOW = new Date("2026-11-26T12:00:00Z");
const LATER = new Date("2026-11-26T13:00:00Z");
const PAGE = "/prototypes/board.html";

test("an address reads back as the file, the session and the time it was made for, and is genuine for its page until then", () => {
  const made = frameAddressOf(PAGE, ID_HASH, LATER, KEY);
  expect(made).toMatch(/^\/_frame\/[\w-]{43}\.[0-9a-z]+\.[\w-]{43}\/prototypes\/board\.html$/);
  // A file the page names, under the same address; the session's id hash, not its id, which is the cookie's secret.
  const address = readFrameAddress(made.replace(/board\.html$/, "board.css"));
  expect(address).toMatchObject({ idHash: ID_HASH, expiresAt: LATER, sitePath: "/prototypes/board.css" });
  if (!address) throw new Error("unread");
  expect(isGenuine(address, KEY, NOW, PAGE)).toBe(true);
  expect(isGenuine(address, KEY, LATER, PAGE)).toBe(false);
  expect(isGenuine(address, "another key", NOW, PAGE)).toBe(false);
  // Another prototype's page: this address opens nothing of it.
  expect(isGenuine(address, KEY, NOW, "/prototypes/other.html")).toBe(false);
});

test("one spelling per address: a leading zero in its time, or another spelling of its session, is no address", () => {
  const made = frameAddressOf(PAGE, ID_HASH, LATER, KEY);
  const [, session = "", expires = "", rest = ""] = /^\/_frame\/([^.]+)\.([^.]+)\.(.*)$/.exec(made) ?? [];
  expect(readFrameAddress(`/_frame/${session}.0${expires}.${rest}`)).toBeUndefined();
  // The last of 43 base64url characters holds 2 unused bits: a neighbour decodes to the same bytes.
  const last = session.at(-1) ?? "A";
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const sibling = `${session.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
  expect(readFrameAddress(`/_frame/${sibling}.${expires}.${rest}`)).toBeUndefined();
  expect(readFrameAddress(made)).toBeDefined();
});

test("an address changed in its session, its time or its signature is not genuine", () => {
  const made = frameAddressOf("/prototypes/board.html", ID_HASH, LATER, KEY);
  const [, session = "", expires = "", signature = ""] = /^\/_frame\/([^.]+)\.([^.]+)\.([^/]+)\//.exec(made) ?? [];
  const other = Buffer.from(hashSecret(newSecret()), "hex").toString("base64url");
  const later = (Number.parseInt(expires, 36) + 3600).toString(36);
  const flipped = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
  for (const forged of [
    `/_frame/${other}.${expires}.${signature}/prototypes/board.html`,
    `/_frame/${session}.${later}.${signature}/prototypes/board.html`,
    `/_frame/${session}.${expires}.${flipped}/prototypes/board.html`,
  ]) {
    const address = readFrameAddress(forged);
    expect(address && isGenuine(address, KEY, NOW, PAGE), forged).toBe(false);
  }
});

test("anything but a whole address, or one leaving its folder, is no address; the site path is then the path", () => {
  const made = frameAddressOf("/prototypes/board.html", ID_HASH, LATER, KEY);
  const prefix = made.slice(0, made.indexOf("/prototypes/"));
  for (const path of ["/prototypes/board.html", "/_frame/x/prototypes/board.html", prefix, `${prefix}/../../etc/passwd`]) {
    expect(readFrameAddress(path), path).toBeUndefined();
  }
  expect(sitePathOf(made)).toBe("/prototypes/board.html");
  expect(sitePathOf("/images/cover.svg")).toBe("/images/cover.svg");
});
