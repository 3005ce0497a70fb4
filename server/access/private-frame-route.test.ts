// docs/decisions/016-private-work.md, private prototypes: the frame's page is sent on to a signed
// address, under which its files come without a cookie, for as long as the session lives.
import { expect, test } from "vitest";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import {
  PRIVATE_IMAGE,
  PRIVATE_PROTOTYPE,
  PRIVATE_PROTOTYPE_SCRIPT,
  SECRET_SLUG,
  SECRET_TEXT,
  SILENT_CHUNK,
} from "../test-support/make-private-output.ts";
import { answerOf, frameRedirectOf, linkSessionId, withAccess } from "../test-support/private-requests.ts";
import { SESSION_CACHE_MS } from "./session-middleware.ts";

const setUpApp = cleanedUpPerTest();
const setUp = (now?: () => Date) => withAccess(setUpApp({ withPrivateWork: true, now }));

async function framedBy(app: ReturnType<typeof setUp>["app"], sessionId: string): Promise<string> {
  const { redirect, address } = await frameRedirectOf(app, PRIVATE_PROTOTYPE, sessionId);
  expect(redirect.status).toBe(303);
  expect(redirect.headers.get("Cache-Control")).toBe("private, no-store");
  return address;
}
const under = (address: string, sitePath: string) => address.replace(PRIVATE_PROTOTYPE, sitePath);

test("with a grant, the prototype's page is sent on to its signed address, where it and its files come without a cookie", async () => {
  const { app, access } = setUp();
  const sessionId = await linkSessionId(access, [SECRET_SLUG]);
  const address = await framedBy(app, sessionId);
  expect(address).toMatch(/^\/_frame\/[^/]+\/prototypes\/secret-board\.html$/);
  expect(address).not.toContain(sessionId);
  const page = await app.request(address);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(SECRET_TEXT);
  // The prototype's own policy and sandbox, and loadable from its opaque origin; kept by no shared cache.
  expect(page.headers.get("Content-Security-Policy")).toMatch(/sandbox allow-scripts allow-forms/);
  expect(page.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
  expect([page.headers.get("Cache-Control"), page.headers.get("X-Robots-Tag")]).toEqual(["private, no-store", "noindex"]);
  const script = await app.request(under(address, PRIVATE_PROTOTYPE_SCRIPT));
  expect([script.status, script.headers.get("Content-Type")]).toEqual([200, expect.stringMatching(/^text\/javascript/)]);
  // A public file it shares with the site (here the public prototype) comes from the same place.
  expect((await app.request(under(address, "/prototypes/demo.html"))).status).toBe(200);
  // Not the pages, and no file the session's grant does not cover (SILENT_CHUNK is the other study's).
  for (const sitePath of [`/case-studies/${SECRET_SLUG}`, SILENT_CHUNK, "/prototypes/no-such-file.js"]) {
    const refused = await app.request(under(address, sitePath));
    expect(refused.status, sitePath).toBe(404);
    expect(await refused.text()).not.toContain(SECRET_TEXT);
  }
  expect((await app.request(under(address, PRIVATE_IMAGE))).status).toBe(200);
});

test("an address refused (forged, expired, or its session ended) answers exactly as a missing file does", async () => {
  let now = new Date("2026-11-26T12:00:00Z");
  const { app, access, setPassword } = setUp(() => now);
  await setPassword("correct horse battery");
  const session = await access.startSession({ kind: "password", checked: await access.checkPassword("correct horse battery") });
  const address = await framedBy(app, session?.id ?? "");
  // A missing file under a frame address of the same shape: every /_frame/ answer sends no referrer.
  const missing = await answerOf(await app.request(address.replace(PRIVATE_PROTOTYPE, "/prototypes/no-such-board.html")));
  const forged = address.replace(
    /\.([\w-])([\w-]{42})\//,
    (_, first: string, rest: string) => `.${first === "A" ? "B" : "A"}${rest}/`,
  );
  expect(forged).not.toBe(address);
  expect(await answerOf(await app.request(forged))).toEqual(missing);
  // Ended: refused once the server's cache of the session has passed, on every server.
  await access.endSession(session?.id ?? "");
  now = new Date(now.getTime() + SESSION_CACHE_MS);
  expect(await answerOf(await app.request(address))).toEqual(missing);
  // Expired: an hour after it was given, whatever the session.
  const another = await access.startSession({ kind: "password", checked: await access.checkPassword("correct horse battery") });
  const fresh = await framedBy(app, another?.id ?? "");
  expect((await app.request(fresh)).status).toBe(200);
  now = new Date(now.getTime() + 60 * 60 * 1000);
  expect(await answerOf(await app.request(fresh))).toEqual(missing);
});
