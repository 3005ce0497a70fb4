import { expect, test } from "vitest";
import { pageSourcesOf } from "../page-sources.ts";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import {
  PRIVATE_DATA,
  PRIVATE_IMAGE,
  SECRET_CHUNK,
  SECRET_SLUG,
  SILENT_CHUNK,
  SILENT_SLUG,
} from "../test-support/make-private-output.ts";
import { answerOf, BROWSER, cookieHeader, sessionIdSetBy, withAccess } from "../test-support/private-requests.ts";

const DAY = 24 * 60 * 60 * 1000;
const setUpApp = cleanedUpPerTest();

function setUp(options: Parameters<typeof setUpApp>[0] = {}) {
  let time = Date.parse("2026-11-25T10:00:00Z");
  const testApp = withAccess(setUpApp({ withPrivateWork: true, now: () => new Date(time), ...options }));
  return {
    ...testApp,
    later: (ms: number) => {
      time += ms;
    },
  };
}

const EXPIRED_TEXT = "This link has expired or was withdrawn.";
const ASK_TEXT = "Ask Test Owner for a new one.";

test("a live link, opened by a browser, counts one open, starts a link session and sends to its case study", async () => {
  const { app, access } = setUp();
  const link = await access.createLink({ label: "Acme hiring", only: [SECRET_SLUG] });
  const response = await app.request(`/s/${link.token}`, { headers: BROWSER });
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe(`/case-studies/${SECRET_SLUG}`);
  expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.getSetCookie()[0]).toMatch(
    /^private_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
  );
  const [summary] = await access.listLinks();
  expect(summary?.opens).toBe(1);
  expect(await access.findSession(sessionIdSetBy(response) ?? "")).toMatchObject({ kind: "link", linkId: link.id });
});

test("a link limited to one case study opens only it: the other answers as if it did not exist", async () => {
  const { app, access } = setUp();
  const link = await access.createLink({ label: "Only one", only: [SECRET_SLUG] });
  const id = sessionIdSetBy(await app.request(`/s/${link.token}`, { headers: BROWSER })) ?? "";
  const session = cookieHeader(id);
  for (const sitePath of [`/case-studies/${SECRET_SLUG}`, PRIVATE_DATA, SECRET_CHUNK, PRIVATE_IMAGE]) {
    expect((await app.request(sitePath, { headers: session })).status, sitePath).toBe(200);
  }
  expect(await answerOf(await app.request(`/case-studies/${SILENT_SLUG}`, { headers: session }))).toEqual(
    await answerOf(await app.request("/case-studies/no-such-study", { headers: session })),
  );
  expect(await answerOf(await app.request(SILENT_CHUNK, { headers: session }))).toEqual(
    await answerOf(await app.request("/assets/case-study-silent-nothing.js", { headers: session })),
  );
});

test("a link to every case study, or to several, sends to the list", async () => {
  const { app, access } = setUp();
  for (const only of [undefined, [SECRET_SLUG, SILENT_SLUG]]) {
    const link = await access.createLink({ label: "Wide", only });
    expect((await app.request(`/s/${link.token}`, { headers: BROWSER })).headers.get("Location")).toBe("/case-studies");
  }
});

test("only a browser's navigation counts as an open; a bot or link preview gets no session", async () => {
  const { app, access } = setUp();
  const link = await access.createLink({ label: "Previewed" });
  const previews = [
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "WhatsApp/2.23.20.0",
    "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "curl/8.5.0",
    "",
  ];
  for (const agent of previews) {
    const response = await app.request(`/s/${link.token}`, { headers: { ...BROWSER, "User-Agent": agent } });
    expect([response.status, response.headers.get("Location")], agent).toEqual([303, "/"]);
    expect(response.headers.getSetCookie(), agent).toEqual([]);
  }
  const head = await app.request(`/s/${link.token}`, { method: "HEAD", headers: BROWSER });
  expect([head.status, head.headers.get("Location"), head.headers.getSetCookie()]).toEqual([303, "/", []]);
  // A browser's prefetch or fetch: a session, but no open counted.
  const fetched = await app.request(`/s/${link.token}`, { headers: { ...BROWSER, "Sec-Fetch-Mode": "no-cors" } });
  expect(sessionIdSetBy(fetched)).toBeDefined();
  expect((await access.listLinks())[0]?.opens).toBe(0);
  await app.request(`/s/${link.token}`, { headers: BROWSER });
  expect((await access.listLinks())[0]?.opens).toBe(1);
});

test("an unknown, malformed, expired or withdrawn link: 410 and a page naming the owner and the contact form", async () => {
  const { app, access, later } = setUp();
  const expiring = await access.createLink({ label: "Short", days: 1 });
  const withdrawn = await access.createLink({ label: "Withdrawn" });
  await access.revokeLink(withdrawn.id);
  later(DAY);
  for (const token of ["A".repeat(43), "short", "%00", expiring.token, withdrawn.token]) {
    const response = await app.request(`/s/${token}`, { headers: BROWSER });
    expect(response.status, token).toBe(410);
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.getSetCookie()).toEqual([]);
    const html = await response.text();
    expect(html).toContain(`<h1>${EXPIRED_TEXT}</h1>`);
    expect(html).toContain(ASK_TEXT);
    expect(html).toContain('<a href="/#contact">Write to Test Owner</a>');
    // docs/decisions/021-server-written-pages.md: a page of the site, its header and footer around it,
    // under a policy that allows exactly its inline code.
    expect(html).toContain('aria-label="Test Owner, home"');
    expect(html).toContain('<footer class="site-footer">');
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    const { scripts, styles } = pageSourcesOf(html);
    expect(scripts.length + styles.length).toBeGreaterThan(0);
    expect(policy).toContain(`script-src 'self' ${scripts.join(" ")};`);
    expect(policy).toContain(`style-src 'self' ${styles.join(" ")};`);
  }
});

test("a link session ends when its link is withdrawn or expires, a copied cookie too, after the 5 s cache", async () => {
  const { app, access, later } = setUp();
  const link = await access.createLink({ label: "Soon withdrawn", days: 2 });
  const id = sessionIdSetBy(await app.request(`/s/${link.token}`, { headers: BROWSER })) ?? "";
  const page = `/case-studies/${SECRET_SLUG}`;
  expect((await app.request(page, { headers: cookieHeader(id) })).status).toBe(200);
  await access.revokeLink(link.id);
  later(5000);
  expect((await app.request(page, { headers: cookieHeader(id) })).status).toBe(403);
  const expiring = await access.createLink({ label: "Expiring", days: 1 });
  const other = sessionIdSetBy(await app.request(`/s/${expiring.token}`, { headers: BROWSER })) ?? "";
  later(DAY);
  expect((await app.request(PRIVATE_IMAGE, { headers: cookieHeader(other) })).status).toBe(404);
});

test("the token appears in no log line, even when the store fails", async () => {
  const { app, access, errors } = setUp();
  const link = await access.createLink({ label: "Logged?" });
  const logged: string[] = [];
  const original = { error: console.error, log: console.log, warn: console.warn };
  Object.assign(console, {
    error: (...a: unknown[]) => logged.push(a.join(" ")),
    log: (...a: unknown[]) => logged.push(a.join(" ")),
    warn: (...a: unknown[]) => logged.push(a.join(" ")),
  });
  try {
    await app.request(`/s/${link.token}`, { headers: BROWSER });
    await access.close();
    const failed = await app.request(`/s/${link.token}`, { headers: BROWSER });
    expect(failed.status).toBe(500);
  } finally {
    Object.assign(console, original);
  }
  expect(errors.length).toBeGreaterThan(0);
  const written = [
    ...logged,
    ...errors.map((error) => (error instanceof Error ? `${error.message} ${error.stack}` : String(error))),
  ].join("\n");
  expect(written).not.toContain(link.token);
});
