import { createHash } from "node:crypto";
import { Hono } from "hono";
import { expect, test } from "vitest";
import { THEME_BUTTON_BEFORE_START_SCRIPT, THEME_SCRIPT } from "#src/features/theme/theme-script.ts";
import { pageSourcesOf } from "./page-sources.ts";
import { createSiteMessagePages, type SiteMessage } from "./site-message-page.ts";
import {
  APP_START_SCRIPT,
  NOT_FOUND_HTML,
  NOT_FOUND_STYLE,
  ROUTE_CONTEXT_SCRIPT,
  TEST_OWNER_NAME,
} from "./test-support/not-found-page.ts";

const MESSAGE: SiteMessage = {
  title: "Private work is still locked.",
  text: "Too many tries. Try again in 7 minutes.",
  link: { href: "/", text: "Go to the home page" },
};

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("a message page is the not-found page with the message as its heading, text and title", () => {
  const html = createSiteMessagePages(NOT_FOUND_HTML).htmlOf(MESSAGE);
  expect(html).toContain('<h1>Private work is still locked.</h1><p>Too many tries. Try again in 7 minutes.</p><p><a href="/">');
  // The title drops the heading's full stop and names the owner, as every page's does.
  expect(html).toContain(`<title>Private work is still locked · ${TEST_OWNER_NAME}</title>`);
  expect(html).toContain(`<meta property="og:title" content="Private work is still locked · ${TEST_OWNER_NAME}"/>`);
  expect(html).toContain(`<meta name="twitter:title" content="Private work is still locked · ${TEST_OWNER_NAME}"/>`);
  expect(html).not.toContain("Page not found");
  expect(html).not.toContain("There is no page at this address");
  // The site's layout around it, and kept out of search engines.
  expect(html).toContain(`aria-label="${TEST_OWNER_NAME}, home"`);
  expect(html).toContain('<nav class="site-nav" aria-label="Main">');
  expect(html).toContain(`<footer class="site-footer"><p>© ${TEST_OWNER_NAME}.</p></footer>`);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});

test("the app's scripts are gone, the head's theme script and style stay, and the policy allows exactly those", () => {
  const pages = createSiteMessagePages(NOT_FOUND_HTML);
  const html = pages.htmlOf(MESSAGE);
  expect(html).not.toContain(APP_START_SCRIPT);
  expect(html).not.toContain(ROUTE_CONTEXT_SCRIPT);
  expect(html).not.toContain('type="module"');
  expect(html).toContain(`<script>${THEME_SCRIPT}${THEME_BUTTON_BEFORE_START_SCRIPT}</script>`);
  expect(pages.sources).toEqual({
    scripts: [hashOf(`${THEME_SCRIPT}${THEME_BUTTON_BEFORE_START_SCRIPT}`)],
    styles: [hashOf(NOT_FOUND_STYLE)],
    frames: [],
  });
  // What the page holds inline, read from the page itself, is what the policy allows.
  expect(pageSourcesOf(html)).toEqual(pages.sources);
});

test("every text put in is escaped: it can add no element, attribute or script", () => {
  const pages = createSiteMessagePages(NOT_FOUND_HTML);
  const hostile = '<script>alert("x")</script> & $& $1 \'';
  const html = pages.htmlOf({ title: hostile, text: hostile, link: { href: '/" onclick="alert(1)', text: hostile } });
  expect(html).not.toContain("<script>alert");
  expect(html).not.toContain('" onclick="');
  expect(html).toContain("<h1>&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; $&#38; $1 &#39;</h1>");
  expect(html).toContain('<a href="/&#34; onclick=&#34;alert(1)">');
  expect(pageSourcesOf(html)).toEqual(pages.sources);
});

test("sent with its status, the policy of its hashes and noindex", async () => {
  const pages = createSiteMessagePages(NOT_FOUND_HTML);
  const app = new Hono().post("/", (c) => pages.send(c, 429, MESSAGE));
  const response = await app.request("/", { method: "POST" });
  expect(response.status).toBe(429);
  expect(response.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  expect(policy).toContain(`script-src 'self' ${pages.sources.scripts.join(" ")};`);
  expect(policy).toContain(`style-src 'self' ${pages.sources.styles.join(" ")};`);
  expect(await response.text()).toBe(pages.htmlOf(MESSAGE));
});

test("a not-found page of another shape stops the start: its answers would lose the site's look", () => {
  expect(() => createSiteMessagePages("<h1>Page not found</h1>")).toThrow(
    "The built not-found page has no <head>, <title> or <main>",
  );
});

test("without built pages (the development server): a bare page with nothing inline", () => {
  const pages = createSiteMessagePages("");
  const html = pages.htmlOf({ title: "This link has expired or was withdrawn.", text: "Ask the site's owner for a new one." });
  expect(html).toContain("<title>This link has expired or was withdrawn</title>");
  expect(html).toContain("<h1>This link has expired or was withdrawn.</h1><p>Ask the site&#39;s owner for a new one.</p>");
  expect(pages.sources).toEqual({ scripts: [], styles: [], frames: [] });
  expect(pages.ownerName).toBeUndefined();
});
