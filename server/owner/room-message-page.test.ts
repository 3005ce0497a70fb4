import { expect, test, vi } from "vitest";
import { TOO_LARGE_TEXT } from "../access/access-body.ts";
import { pageSourcesOf } from "../page-sources.ts";
import { cleanedUpPerTest, type MadeForRoom } from "../test-support/create-test-app.ts";
import { ownerSessionCookie, roomPostHeaders } from "../test-support/owner-room-session.ts";
import { FORM_TOO_LARGE_TEXT, linksSection } from "./links/links-section.ts";
import { SIGN_IN_FIRST_TEXT } from "./owner-session.ts";

// scrypt costs tens of milliseconds a hash; a busy machine makes that more.
vi.setConfig({ testTimeout: 20_000 });
const setUpApp = cleanedUpPerTest();

/** The room with its share links; the owner password set. */
async function setUp() {
  const made = setUpApp({
    withOwnerRoom: true,
    withPrivateWork: true,
    roomSections: ({ access, privateWork, owner, siteOrigin }: MadeForRoom) => {
      if (!access) throw new Error("no access store");
      return [linksSection({ access, privateWork, owner, siteOrigin })];
    },
  });
  const cookie = await ownerSessionCookie(made);
  return { ...made, cookie };
}

/**
 * A page of the room: its own layout and title, kept from caches and search engines, never framed, its
 * inline code allowed by hash.
 */
async function roomPageOf(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  const html = await response.text();
  expect(html).toContain("· Owner&#39;s room</title>");
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  for (const hash of pageSourcesOf(html).scripts) expect(policy).toContain(hash);
  expect(policy).toContain("frame-ancestors 'none'");
  return html;
}

test("a form posted after the session ended gets the sign-in page, 401, which leads back to the page it was on", async () => {
  const { app } = await setUp();
  const response = await app.request("/owner/links/withdraw-all", {
    method: "POST",
    headers: { ...roomPostHeaders(""), Referer: "http://localhost/owner/links?done=expiry" },
  });
  const html = await roomPageOf(response, 401);
  expect(html).toContain(`<p class="room-note" role="status">${SIGN_IN_FIRST_TEXT.replace("'", "&#39;")}</p>`);
  expect(html).toContain('<input type="hidden" name="return" value="/owner/links?done=expiry"/>');
  // A page it could not have come from: the room's first page.
  const elsewhere = await app.request("/owner/sign-out", {
    method: "POST",
    headers: { ...roomPostHeaders(""), Referer: "http://localhost/about" },
  });
  expect(await roomPageOf(elsewhere, 401)).toContain('name="return" value="/owner"/>');
  // Not a browser showing a page: the sentence, as before.
  const script = await app.request("/owner/sign-out", { method: "POST", headers: { Origin: "http://localhost" } });
  expect([script.status, await script.text()]).toEqual([401, SIGN_IN_FIRST_TEXT]);
});

test("a share-link form too large gets a page of the room saying so, inside the room's header", async () => {
  const { app, cookie } = await setUp();
  const response = await app.request("/owner/links", {
    method: "POST",
    headers: roomPostHeaders(cookie),
    body: new URLSearchParams({ label: "x".repeat(20_000) }).toString(),
  });
  const html = await roomPageOf(response, 413);
  expect(html).toContain(`<h1>${FORM_TOO_LARGE_TEXT.replace(/\.$/, "")}</h1><p>Nothing was changed.</p>`);
  expect(html).toContain('<nav class="room-nav" aria-label="Room">');
  expect(html).toContain('<a href="/owner/links">Back to share links</a>');
});

test("a sign-in form too large, or of another type, gets the sign-in page with the sentence; JSON keeps JSON", async () => {
  const { app } = await setUp();
  const post = (type: string, body: string, headers: Record<string, string> = {}) =>
    app.request("/owner/sign-in", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": type, ...headers },
      body,
    });
  const large = await post("application/x-www-form-urlencoded", `password=${"x".repeat(20_000)}`);
  expect(await roomPageOf(large, 413)).toContain(`role="alert" class="room-alert">${TOO_LARGE_TEXT}</div>`);
  const multipart = await post("multipart/form-data; boundary=x", "--x--\r\n", { "Sec-Fetch-Mode": "navigate" });
  expect(await roomPageOf(multipart, 415)).toContain("Please send a form or JSON (Content-Type: application/json).</div>");
  const json = await post("application/json", JSON.stringify({ password: "x".repeat(20_000) }));
  expect([json.status, await json.json()]).toEqual([413, { success: false, error: TOO_LARGE_TEXT }]);
});

test("when a store fails inside the room, a browser gets a page of the room, a script the JSON error", async () => {
  const { app, access, cookie } = await setUp();
  await access?.close();
  const page = await app.request("/owner/links", { headers: { Cookie: cookie, "Sec-Fetch-Mode": "navigate" } });
  const html = await roomPageOf(page, 500);
  expect(html).toContain("<h1>Something went wrong on the server</h1><p>Please try again later.</p>");
  const script = await app.request("/owner/links", { headers: { Cookie: cookie } });
  expect([script.status, await script.json()]).toEqual([
    500,
    { success: false, error: "Something went wrong on the server. Please try again later." },
  ]);
});
