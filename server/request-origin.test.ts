import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { expect, test } from "vitest";
import { CROSS_SITE_TITLE, requestOriginOf } from "./request-origin.ts";
import { cleanedUpPerTest } from "./test-support/create-test-app.ts";
import { ownerSessionCookie } from "./test-support/owner-room-session.ts";
import { BROWSER } from "./test-support/private-requests.ts";
import { TRUST_ANY_PROXY } from "./trusted-proxies.ts";

const setUp = cleanedUpPerTest();
// What a browser on the https page sends through a proxy that ends HTTPS (docs/deployment.md), with no
// Sec-Fetch-Site (which Hono's csrf() would accept first), as browsers before it did.
const BEHIND_PROXY = { "X-Forwarded-Proto": "https", Origin: "https://localhost" };

/**
 * Refused by the origin check itself (Hono's csrf() and the room's own check), not by the route behind
 * it: to a form, a page of the site or of the room saying so (docs/decisions/021-server-written-pages.md).
 */
const isRefusedAsCrossSite = async (response: Response) => {
  const text = await response.text();
  return response.status === 403 && (text === "Forbidden" || text.includes(`<h1>${CROSS_SITE_TITLE.replace(/\.$/, "")}`));
};

/** Every post of the site that checks its origin, as a form or beacon from its own page sends it. */
function postsOf(app: ReturnType<typeof setUp>["app"], cookie: string) {
  const form = (path: string, fields: Record<string, string>) => (headers: Record<string, string>) =>
    app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  return {
    "the contact form": form("/api/send-message", { email: "ada@example.com", subject: "Hello", message: "Let's talk." }),
    "the unlock": form("/api/access/unlock", { password: "not the password", slug: "secret-work" }),
    "the lock": form("/api/access/lock", {}),
    "the room's sign-out": (headers: Record<string, string>) => form("/owner/sign-out", {})({ Cookie: cookie, ...headers }),
    "a beacon": (headers: Record<string, string>) =>
      app.request("/api/views", {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER["User-Agent"], ...headers },
        body: JSON.stringify({ kind: "start", view: randomUUID(), path: "/about" }),
      }),
  };
}

test("behind a TLS proxy (TRUST_PROXY), every post from the site's https page is taken, and from elsewhere refused", async () => {
  const testApp = setUp({ trustProxy: true, withPrivateWork: true, withOwnerRoom: true, withViews: true });
  const cookie = await ownerSessionCookie(testApp);
  for (const [name, post] of Object.entries(postsOf(testApp.app, cookie))) {
    expect(await isRefusedAsCrossSite(await post(BEHIND_PROXY)), name).toBe(false);
    expect(
      await isRefusedAsCrossSite(await post({ ...BEHIND_PROXY, Origin: "http://localhost" })),
      `${name}, its http page`,
    ).toBe(true);
    expect(
      await isRefusedAsCrossSite(await post({ ...BEHIND_PROXY, Origin: "https://evil.example" })),
      `${name}, another site`,
    ).toBe(true);
  }
});

test("without TRUST_PROXY, X-Forwarded-Proto is not believed: the https origin is another site's", async () => {
  const testApp = setUp({ withPrivateWork: true, withOwnerRoom: true, withViews: true });
  const cookie = await ownerSessionCookie(testApp);
  for (const [name, post] of Object.entries(postsOf(testApp.app, cookie))) {
    expect(await isRefusedAsCrossSite(await post(BEHIND_PROXY)), name).toBe(true);
    expect(await isRefusedAsCrossSite(await post({ Origin: "http://localhost" })), `${name}, its own http page`).toBe(false);
  }
});

test("the origin asked for drops the scheme's default port, as a browser's Origin does", async () => {
  const app = new Hono().get("*", (c) => c.text(requestOriginOf(c, TRUST_ANY_PROXY)));
  // The request as the server sees it behind the proxy: http, to the host (and port) the proxy forwarded.
  const originFor = async (host: string, proto?: string) =>
    (await app.request(`http://${host}/`, { headers: proto ? { "X-Forwarded-Proto": proto } : {} })).text();
  expect(await originFor("site.example:443", "https")).toBe("https://site.example");
  expect(await originFor("site.example:80")).toBe("http://site.example");
  expect(await originFor("site.example:8443", "https")).toBe("https://site.example:8443");
});

test("a browser's form from another site is told so on a page of the site, or of the room; other clients get 'Forbidden'", async () => {
  const testApp = setUp({ withPrivateWork: true, withOwnerRoom: true, withViews: true });
  const cookie = await ownerSessionCookie(testApp);
  const { "a beacon": beacon, ...forms } = postsOf(testApp.app, cookie);
  for (const [name, post] of Object.entries(forms)) {
    const refused = await post({ Origin: "https://evil.example", "Sec-Fetch-Mode": "navigate" });
    expect(refused.status, name).toBe(403);
    expect(refused.headers.get("Content-Type"), name).toBe("text/html; charset=UTF-8");
    const html = await refused.text();
    expect(html, name).toMatch(/<h1>This form came from another site\.?<\/h1>/);
    expect(html, name).toContain("Nothing was");
    // The site's layout, or the room's, each under a policy of its own inline code.
    expect(html, name).toContain(name === "the room's sign-out" ? "· Owner&#39;s room</title>" : 'aria-label="Test Owner, home"');
    expect(refused.headers.get("Content-Security-Policy"), name).toMatch(/script-src 'self' 'sha256-/);
  }
  // A page no browser shows: csrf()'s own answer, as before.
  const refusedBeacon = await beacon({ Origin: "https://evil.example" });
  expect([refusedBeacon.status, await refusedBeacon.text()]).toEqual([403, "Forbidden"]);
  const textPost = await testApp.app.request("/api/send-message", {
    method: "POST",
    headers: { "Content-Type": "text/plain", Origin: "https://evil.example" },
    body: "email=a",
  });
  expect([textPost.status, await textPost.text()]).toEqual([403, "Forbidden"]);
});
