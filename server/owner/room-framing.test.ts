import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { makeClientDir } from "../test-support/make-client-dir.ts";
import { ownerSessionCookie } from "../test-support/owner-room-session.ts";
import { killedAfterEachTest, startServerProcess } from "../test-support/server-process.ts";
import { openOwnerStore } from "./open-owner-store.ts";
import { roomAssetsDirOf } from "./room-assets.ts";

// The server as `npm start` runs it, over real HTTP: no answer of the room may be shown inside a frame,
// not even one of the site's own pages (docs/product.md#the-owners-room).
const root = mkdtempSync(path.join(tmpdir(), "room-framing-"));
const clientDir = makeClientDir(root);
// The room's build as vite.owner.config.ts writes it: its manifest, script and stylesheet.
const roomDir = roomAssetsDirOf(clientDir);
mkdirSync(path.join(roomDir, ".vite"), { recursive: true });
writeFileSync(
  path.join(roomDir, ".vite/manifest.json"),
  JSON.stringify({ "src/owner-room.ts": { file: "room-abc.js", css: ["room-abc.css"] } }),
);
writeFileSync(path.join(roomDir, "room-abc.js"), "document.body.dataset.room = 'on';");
writeFileSync(path.join(roomDir, "room-abc.css"), "body{color:teal}");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const started = killedAfterEachTest();

/** What a browser reads to decide whether the answer may be framed: frame-ancestors and X-Frame-Options. */
function framingOf(response: Response) {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  const ancestors = /(?:^|;\s*)frame-ancestors ([^;]*)/.exec(policy)?.[1];
  return { ancestors, xFrameOptions: response.headers.get("X-Frame-Options") };
}

test("over HTTP: every answer of the room refuses any frame, pages, sign-in, redirects, errors and assets", async () => {
  const dataDir = path.join(root, "data");
  const server = await startServerProcess({ CLIENT_DIR: clientDir, DATA_DIR: dataDir });
  started.push(server);
  const site = await fetch(`${server.url}/`);
  expect(framingOf(site), "a site page keeps its own rule").toEqual({ ancestors: "'self'", xFrameOptions: "SAMEORIGIN" });
  // With no owner password there is no room: /owner is the site's not-found page, with the site's rule.
  const noRoom = await fetch(`${server.url}/owner`);
  expect([noRoom.status, framingOf(noRoom)]).toEqual([404, { ancestors: "'self'", xFrameOptions: "SAMEORIGIN" }]);

  // As `npm run access -- owner password` does, beside the running server; then a session, as signing in opens.
  const owner = await openOwnerStore({ dataDir, databaseUrl: undefined });
  const cookie = await ownerSessionCookie({ owner, setOwnerPassword: (password) => owner.setPassword(password) });
  await owner.close();
  const own = { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" };
  const answers: [string, Response][] = [
    ["the sign-in page", await fetch(`${server.url}/owner/sign-in`)],
    ["the room to a visitor, sent to sign in", await fetch(`${server.url}/owner`, { redirect: "manual" })],
    ["the dashboard", await fetch(`${server.url}/owner`, { headers: { Cookie: cookie } })],
    ["the messages", await fetch(`${server.url}/owner/messages`, { headers: { Cookie: cookie } })],
    ["the share links", await fetch(`${server.url}/owner/links`, { headers: { Cookie: cookie } })],
    ["an unknown room page", await fetch(`${server.url}/owner/nothing-here`, { headers: { Cookie: cookie } })],
    ["the room's script", await fetch(`${server.url}/owner/assets/room-abc.js`)],
    ["the room's stylesheet", await fetch(`${server.url}/owner/assets/room-abc.css`)],
    ["a missing asset", await fetch(`${server.url}/owner/assets/missing.js`)],
    [
      "a sign-in without its proof of work",
      await fetch(`${server.url}/owner/sign-in`, { method: "POST", headers: own, body: "password=x" }),
    ],
    [
      "a post from another site",
      await fetch(`${server.url}/owner/sign-in`, { method: "POST", headers: { ...own, Origin: "https://elsewhere.example" } }),
    ],
    [
      "a post without a session",
      await fetch(`${server.url}/owner/sign-out`, { method: "POST", headers: own, redirect: "manual" }),
    ],
    [
      "signing out, redirected",
      await fetch(`${server.url}/owner/sign-out`, { method: "POST", headers: { ...own, Cookie: cookie }, redirect: "manual" }),
    ],
  ];
  const statuses = answers.map(([name, response]) => `${name}: ${response.status}`);
  expect(statuses).toEqual([
    "the sign-in page: 200",
    "the room to a visitor, sent to sign in: 303",
    "the dashboard: 200",
    "the messages: 200",
    "the share links: 200",
    "an unknown room page: 404",
    "the room's script: 200",
    "the room's stylesheet: 200",
    "a missing asset: 404",
    "a sign-in without its proof of work: 403",
    "a post from another site: 403",
    "a post without a session: 401",
    "signing out, redirected: 303",
  ]);
  for (const [name, response] of answers) {
    expect(framingOf(response), name).toEqual({ ancestors: "'none'", xFrameOptions: "DENY" });
  }
});
