import { expect, test, vi } from "vitest";
import { pageSourcesOf } from "../page-sources.ts";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import { SECRET_SLUG, SILENT_SLUG } from "../test-support/make-private-output.ts";
import { SAME_ORIGIN, unlockForm, unlockJson, withAccess } from "../test-support/private-requests.ts";
import { TOO_LARGE_TEXT } from "./access-body.ts";
import { NOT_LOCKED_TITLE, STILL_LOCKED_TITLE } from "./access-refusal.ts";

// scrypt costs tens of milliseconds a try; a busy machine makes that more.
vi.setConfig({ testTimeout: 30_000 });

const setUpApp = cleanedUpPerTest();
const setUp = () => withAccess(setUpApp({ withPrivateWork: true }));

/** What a browser shows: a page of the site (its header and footer) with the heading and sentence, under its own inline code's policy. */
async function expectSitePage(response: Response, status: number, title: string, text: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  const html = await response.text();
  expect(html).toContain(`<h1>${title}</h1><p>${text.replaceAll("'", "&#39;")}</p>`);
  expect(html).toContain('aria-label="Test Owner, home"');
  expect(html).toContain('<footer class="site-footer">');
  expect(html).not.toContain('type="module"');
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  for (const hash of [...pageSourcesOf(html).scripts, ...pageSourcesOf(html).styles]) expect(policy).toContain(hash);
  return html;
}

test("a browser's form with no teaser to show it again gets a page of the site with the sentence and its status", async () => {
  const { app, setPassword } = setUp();
  await setPassword("correct horse battery");
  // No slug, a teaser: false case study, an unknown one: the same page, so none tells the others apart.
  const pages = [];
  for (const slug of [undefined, SILENT_SLUG, "no-such-study"]) {
    const response = await unlockForm(app, { password: "not it", ...(slug && { slug }) });
    pages.push(await expectSitePage(response, 403, STILL_LOCKED_TITLE, "That password is not right."));
  }
  expect(new Set(pages).size).toBe(1);
  await expectSitePage(
    await unlockForm(app, { password: "", slug: SILENT_SLUG }),
    400,
    STILL_LOCKED_TITLE,
    "Enter the password.",
  );
  await expectSitePage(await unlockForm(app, { password: "x".repeat(20_000) }), 413, STILL_LOCKED_TITLE, TOO_LARGE_TEXT);
  // A form of another encoding, which the browser says is a navigation.
  const multipart = await app.request("/api/access/unlock", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data; boundary=x", "Sec-Fetch-Mode": "navigate", ...SAME_ORIGIN },
    body: '--x\r\nContent-Disposition: form-data; name="password"\r\n\r\nnot it\r\n--x--\r\n',
  });
  await expectSitePage(multipart, 415, STILL_LOCKED_TITLE, "Please send a form or JSON (Content-Type: application/json).");
});

test("past the limit, a browser's form gets the page with 'Too many tries', 429 and Retry-After; JSON keeps its JSON", async () => {
  const { app } = setUp();
  // With no password set every try is wrong; a form post counts two failures, so the fourth is past five.
  for (let count = 0; count < 3; count++) expect((await unlockForm(app, { password: "not it" })).status).toBe(403);
  const refused = await unlockForm(app, { password: "not it", slug: SILENT_SLUG });
  expect(refused.headers.get("Retry-After")).toBe("600");
  expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
  await expectSitePage(refused, 429, STILL_LOCKED_TITLE, "Too many tries. Try again in 10 minutes.");
  const json = await unlockJson(app, { password: "not it" });
  expect([json.status, await json.json()]).toEqual([429, { success: false, error: "Too many tries. Try again in 10 minutes." }]);
  // With a teaser, its form still gets the teaser again, the sentence under the field.
  const teaser = await unlockForm(app, { password: "not it", slug: SECRET_SLUG });
  expect(teaser.status).toBe(429);
  expect(await teaser.text()).toContain('role="alert">Too many tries. Try again in 10 minutes.</p></form>');
});

test("a lock form too large gets a page saying private work was not locked; JSON gets JSON", async () => {
  const { app } = setUp();
  const lock = (type: string, body: string) =>
    app.request("/api/access/lock", { method: "POST", headers: { "Content-Type": type, ...SAME_ORIGIN }, body });
  const huge = "x".repeat(20_000);
  await expectSitePage(await lock("application/x-www-form-urlencoded", `return=${huge}`), 413, NOT_LOCKED_TITLE, TOO_LARGE_TEXT);
  const json = await lock("application/json", JSON.stringify({ return: huge }));
  expect([json.status, await json.json()]).toEqual([413, { success: false, error: TOO_LARGE_TEXT }]);
});
