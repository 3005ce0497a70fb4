import { expect, test, vi } from "vitest";
import { WRONG_PASSWORD_TEXT } from "../access/unlock-route.ts";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import { ownerSessionCookie, roomPostHeaders, TEST_OWNER_PASSWORD } from "../test-support/owner-room-session.ts";
import { OWNER_MARKER_COOKIE } from "./owner-marker.ts";
import { OWNER_SESSION_COOKIE } from "./owner-session.ts";
import { SIGNED_OUT_EVERYWHERE_TEXT, SIGNED_OUT_TEXT } from "./sign-in-page.tsx";

// scrypt costs tens of milliseconds a hash; a busy machine makes that more.
vi.setConfig({ testTimeout: 20_000 });
const setUp = cleanedUpPerTest();
const ORIGIN = "http://localhost";

function signIn(
  app: ReturnType<typeof setUp>["app"],
  password: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return app.request("/owner/sign-in", {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ password, ...extra }).toString(),
  });
}

test("with no owner password, every room address is answered as any unknown address is, whatever the method", async () => {
  const { app } = setUp({ withOwnerRoom: true, withPrivateWork: true });
  // A private-work cookie too: the site's session reader ends a session it does not know, here as anywhere.
  const headers = { Origin: ORIGIN, Cookie: `private_session=${"A".repeat(43)}` };
  const answerTo = async (path: string, method: string) => {
    const response = await app.request(path, { method, headers });
    const { status } = response;
    const kept = ["content-type", "cache-control", "set-cookie", "x-robots-tag"].map((name) => response.headers.get(name));
    return { status, kept, body: (await response.text()).replaceAll(path, "PATH") };
  };
  for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"]) {
    const unknown = await answerTo("/no-such-address", method);
    expect(unknown.status).toBe(404);
    for (const path of ["/owner", "/owner/sign-in", "/owner/messages"]) {
      expect(await answerTo(path, method), `${method} ${path}`).toEqual(unknown);
    }
  }
  expect((await signIn(app, "anything at all")).status).toBe(404);
});

test("behind a TLS proxy (TRUST_PROXY), the owner signs in from the https page; another origin still cannot", async () => {
  const { app, setOwnerPassword } = setUp({ withOwnerRoom: true, trustProxy: true });
  await setOwnerPassword(TEST_OWNER_PASSWORD);
  const behindProxy = { "X-Forwarded-Proto": "https", Origin: "https://localhost" };
  const signedIn = await signIn(app, TEST_OWNER_PASSWORD, {}, behindProxy);
  expect(signedIn.status).toBe(303);
  expect(signedIn.headers.get("Set-Cookie")).toContain("Secure");
  // The browser's origin must be the one it asked for: http is not the https page's.
  expect((await signIn(app, TEST_OWNER_PASSWORD, {}, { ...behindProxy, Origin: ORIGIN })).status).toBe(403);
  expect((await signIn(app, TEST_OWNER_PASSWORD, {}, { ...behindProxy, Origin: "https://evil.example" })).status).toBe(403);
});

test("without TRUST_PROXY, a request's X-Forwarded-Proto is not believed", async () => {
  const { app, setOwnerPassword } = setUp({ withOwnerRoom: true });
  await setOwnerPassword(TEST_OWNER_PASSWORD);
  const forged = { "X-Forwarded-Proto": "https", Origin: "https://localhost" };
  expect((await signIn(app, TEST_OWNER_PASSWORD, {}, forged)).status).toBe(403);
});

test("a room address without a session goes to sign in, and comes back after", async () => {
  const { app, setOwnerPassword } = setUp({ withOwnerRoom: true });
  await setOwnerPassword(TEST_OWNER_PASSWORD);
  const response = await app.request("/owner/messages?page=2");
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/owner/sign-in?return=%2Fowner%2Fmessages%3Fpage%3D2");
  expect((await app.request("/owner")).headers.get("Location")).toBe("/owner/sign-in");

  const page = await app.request("/owner/sign-in?return=%2Fowner%2Fmessages%3Fpage%3D2");
  expect(page.status).toBe(200);
  expect(page.headers.get("Cache-Control")).toBe("no-store");
  expect(page.headers.get("X-Robots-Tag")).toBe("noindex");
  expect(page.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
  const html = await page.text();
  expect(html).toContain('<label for="owner-password">Password</label>');
  expect(html).toContain("Sign in</button>");
  expect(html).toContain('name="return" value="/owner/messages?page=2"');

  const signedIn = await signIn(app, TEST_OWNER_PASSWORD, { return: "/owner/messages?page=2" });
  expect(signedIn.status).toBe(303);
  expect(signedIn.headers.get("Location")).toBe("/owner/messages?page=2");
  const cookies = signedIn.headers.getSetCookie();
  expect(cookies.find((cookie) => cookie.startsWith(`${OWNER_SESSION_COOKIE}=`))).toMatch(
    /^owner_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/owner; HttpOnly; SameSite=Lax$/,
  );
  expect(cookies.find((cookie) => cookie.startsWith(`${OWNER_MARKER_COOKIE}=`))).toMatch(/Path=\/; HttpOnly; SameSite=Lax/);
});

test("a return address outside the room, or another site's, goes to the room's first page instead", async () => {
  const { app, setOwnerPassword } = setUp({ withOwnerRoom: true });
  await setOwnerPassword(TEST_OWNER_PASSWORD);
  for (const place of [
    "//evil.example/owner",
    "https://evil.example",
    "/about",
    "/owner\\@evil",
    "/ownership",
    "/owner/../../about",
  ]) {
    const response = await signIn(app, TEST_OWNER_PASSWORD, { return: place });
    expect(response.headers.get("Location"), place).toBe("/owner");
  }
});

test("a wrong password is refused with the sentence; form posts count twice, so the fourth is one too many", async () => {
  const { app, setOwnerPassword } = setUp({ withOwnerRoom: true });
  await setOwnerPassword(TEST_OWNER_PASSWORD);
  const wrong = await signIn(app, "not the password");
  expect(wrong.status).toBe(403);
  expect(await wrong.text()).toContain(WRONG_PASSWORD_TEXT);
  expect(wrong.headers.getSetCookie()).toEqual([]);
  expect((await signIn(app, "not the password")).status).toBe(403);
  expect((await signIn(app, "not the password")).status).toBe(403);
  // Six failures counted, so the right password is not even checked.
  const fourth = await signIn(app, TEST_OWNER_PASSWORD);
  expect(fourth.status).toBe(429);
  expect(fourth.headers.get("Retry-After")).toBe("600");
  expect(await fourth.text()).toContain("Too many tries. Try again in 10 minutes.");
});

test("sign-in failures are counted apart from private work's tries", async () => {
  const { app, setOwnerPassword } = setUp({ withOwnerRoom: true, withPrivateWork: true });
  await setOwnerPassword(TEST_OWNER_PASSWORD);
  for (const guess of ["wrong one", "wrong two", "wrong three"]) await signIn(app, guess);
  expect((await signIn(app, TEST_OWNER_PASSWORD)).status).toBe(429);
  const unlock = await app.request("/api/access/unlock", {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/json" },
    body: JSON.stringify({ password: "some guess here" }),
  });
  expect(unlock.status).toBe(403);
});

test("a session opens the room; signing out ends it, and signing out everywhere ends every one", async () => {
  const room = setUp({ withOwnerRoom: true });
  const { app } = room;
  const [mine, copied] = [await ownerSessionCookie(room), await ownerSessionCookie(room)];
  expect((await app.request("/owner/nowhere", { headers: { Cookie: mine } })).status).toBe(404);

  const out = await app.request("/owner/sign-out", { method: "POST", headers: roomPostHeaders(mine) });
  expect(out.headers.get("Location")).toBe("/owner/sign-in?note=signed-out");
  expect(out.headers.getSetCookie().join()).toMatch(/owner_session=; Max-Age=0; Path=\/owner/);
  expect((await app.request("/owner/nowhere", { headers: { Cookie: mine } })).status).toBe(303);
  expect(await (await app.request("/owner/sign-in?note=signed-out")).text()).toContain(SIGNED_OUT_TEXT);

  const third = await ownerSessionCookie(room);
  await app.request("/owner/sign-out-everywhere", { method: "POST", headers: roomPostHeaders(third) });
  expect((await app.request("/owner/nowhere", { headers: { Cookie: copied } })).status).toBe(303);
  expect((await app.request("/owner/nowhere", { headers: { Cookie: third } })).status).toBe(303);
  expect(await (await app.request("/owner/sign-in?note=everywhere")).text()).toContain(SIGNED_OUT_EVERYWHERE_TEXT);
});

test("a new owner password ends a copied session", async () => {
  const room = setUp({ withOwnerRoom: true });
  const { app, owner } = room;
  if (!owner) throw new Error("no owner store");
  const copied = await ownerSessionCookie(room);
  await owner.setPassword(`${TEST_OWNER_PASSWORD} again`);
  expect((await app.request("/owner/nowhere", { headers: { Cookie: copied } })).status).toBe(303);
});

test("a post without a session is refused, and one from another origin with a valid session too", async () => {
  const room = setUp({ withOwnerRoom: true });
  const { app } = room;
  const cookie = await ownerSessionCookie(room);
  const anonymous = await app.request("/owner/sign-out-everywhere", { method: "POST", headers: roomPostHeaders("") });
  expect(anonymous.status).toBe(401);
  const forged = await app.request("/owner/sign-out-everywhere", {
    method: "POST",
    headers: { ...roomPostHeaders(cookie), Origin: "https://evil.example" },
  });
  expect(forged.status).toBe(403);
  // Refused by the origin check, it is still a room answer: kept by no cache, indexed by nobody.
  expect(forged.headers.get("Cache-Control")).toBe("no-store");
  expect(forged.headers.get("X-Robots-Tag")).toBe("noindex");
  // JSON too, which Hono's csrf() leaves to the browser's preflight, and a post that names no origin.
  for (const headers of <Record<string, string>[]>[
    { Cookie: cookie, Origin: "https://evil.example", "Content-Type": "application/json" },
    { Cookie: cookie, "Content-Type": "application/json" },
  ]) {
    expect((await app.request("/owner/sign-out", { method: "POST", headers, body: "{}" })).status).toBe(403);
  }
  expect((await app.request("/owner/nowhere", { headers: { Cookie: cookie } })).status).toBe(404);
});
