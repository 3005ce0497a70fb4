import { expect, test } from "vitest";
import { hashSecret, newSecret } from "./access-secrets.ts";
import { frameAddressOf, isGenuine, readFrameAddress, sitePathOf } from "./frame-address.ts";

const KEY = "a test key for frame addresses";
const ID_HASH = hashSecret(newSecret());
const NOW = new Date("2026-11-26T12:00:00Z");
const LATER = new Date("2026-11-26T13:00:00Z");

test("an address reads back as the file, the session and the time it was made for, and is genuine until then", () => {
  const made = frameAddressOf("/prototypes/board.css", ID_HASH, LATER, KEY);
  expect(made).toMatch(/^\/_frame\/[\w-]{43}\.[0-9a-z]+\.[\w-]{43}\/prototypes\/board\.css$/);
  // The session's id hash, not its id, which is the cookie's secret.
  const address = readFrameAddress(made);
  expect(address).toMatchObject({ idHash: ID_HASH, expiresAt: LATER, sitePath: "/prototypes/board.css" });
  if (!address) throw new Error("unread");
  expect(isGenuine(address, KEY, NOW)).toBe(true);
  expect(isGenuine(address, KEY, LATER)).toBe(false);
  expect(isGenuine(address, "another key", NOW)).toBe(false);
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
    expect(address && isGenuine(address, KEY, NOW), forged).toBe(false);
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
