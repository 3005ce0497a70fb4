import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { privateCardsSlotHtml } from "#src/features/private-work/private-cards.ts";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import { SECRET_SLUG, SILENT_SLUG, TEASER_SUMMARY } from "../test-support/make-private-output.ts";
import { answerOf, BROWSER, cookieHeader, withAccess } from "../test-support/private-requests.ts";

// docs/decisions/016-private-work.md, "Lists for a visitor with access": without JavaScript, the server
// writes the visitor's cards into the list's <noscript> in their own copy of the page.
const setUpApp = cleanedUpPerTest();
const setUp = () => withAccess(setUpApp({ withPrivateWork: true }));
const LISTS = ["/", "/case-studies", "/case-studies/tags/research"];

async function sessionOf({ access, setPassword }: ReturnType<typeof setUp>, only?: string[]): Promise<string> {
  const link = only && (await access.createLink({ label: "Acme hiring", only }));
  if (!link) await setPassword("correct horse battery");
  return (
    (
      await access.startSession(
        link
          ? { kind: "link", linkId: link.id }
          : { kind: "password", checked: await access.checkPassword("correct horse battery") },
      )
    )?.id ?? ""
  );
}

const noscriptOf = (html: string) => /<noscript data-private-cards="[^"]*">([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? "";
const linkedSlugsIn = (html: string) =>
  [...noscriptOf(html).matchAll(/<a href="\/case-studies\/([^"]+)">/g)].map(([, slug]) => slug);

test("an anonymous visitor gets each list as built, with the headers of a site without private work", async () => {
  const { app, deps } = setUp();
  const { app: withoutPrivateWork } = setUpApp();
  for (const address of LISTS) {
    const page = deps.pages.find(address);
    // The page as the server keeps it, compressed at start: the very bytes, not a copy compressed again.
    const bytes = { "br, gzip": page?.br, gzip: page?.gzip, identity: Buffer.from(page?.text ?? "") };
    for (const [encoding, built] of Object.entries(bytes)) {
      const headers = { ...BROWSER, "Accept-Encoding": encoding };
      const answer = await answerOf(await app.request(address, { headers }));
      expect(answer.body).toBe(Buffer.from(built ?? "").toString("base64"));
      expect(answer).toEqual(await answerOf(await withoutPrivateWork.request(address, { headers })));
      expect(answer.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
  }
});

test("a session's copy of a list holds every card its grant covers, newest first, never to be cached", async () => {
  const testApp = setUp();
  const { app } = testApp;
  const id = await sessionOf(testApp);
  const anonymous = await app.request("/case-studies", { headers: { "Accept-Encoding": "identity" } });
  const response = await app.request("/case-studies", { headers: { ...cookieHeader(id), "Accept-Encoding": "identity" } });
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  expect(response.headers.get("Vary")).toMatch(/Cookie/);
  expect(response.headers.get("Vary")).toMatch(/Accept-Encoding/);
  // No inline code added: the page's own policy holds.
  expect(response.headers.get("Content-Security-Policy")).toBe(anonymous.headers.get("Content-Security-Policy"));
  expect(linkedSlugsIn(html)).toEqual([SILENT_SLUG, SECRET_SLUG]);
  const section = noscriptOf(html);
  expect(section).toContain('<h2 id="private-work-noscript">Private work</h2>');
  expect(section).toContain(">Secret One</a>");
  // Each card is marked, and so is the lock bar above them.
  expect(section.match(/<p><span class="private-badge">Private<\/span><\/p>/g)).toHaveLength(2);
  // Every text escaped: the summary's paragraphs are joined as the cards join them.
  expect(section).toContain(`${TEASER_SUMMARY} Its second paragraph, &#60;with&#62; &#38; &#34;marks&#34; to escape.`);
  expect(section).not.toContain("<with>");
  // The lock bar comes back to this list; the rest of the page is the page as built.
  expect(section).toContain('<input type="hidden" name="return" value="/case-studies"/>');
  expect(html.replace(/<noscript[\s\S]*<\/noscript>/, privateCardsSlotHtml())).toBe(await anonymous.text());
});

test("the copy is compressed as the browser accepts", async () => {
  const testApp = setUp();
  const { app } = testApp;
  const id = await sessionOf(testApp);
  const headers = (encoding: string) => ({ ...cookieHeader(id), "Accept-Encoding": encoding });
  const plain = await (await app.request("/", { headers: headers("identity") })).text();
  expect(linkedSlugsIn(plain)).toEqual([SILENT_SLUG, SECRET_SLUG]);
  const brotli = await app.request("/", { headers: headers("gzip, br") });
  expect(brotli.headers.get("Content-Encoding")).toBe("br");
  expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(plain);
  const gzipped = await app.request("/", { headers: headers("gzip") });
  expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
  expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(plain);
});

test("a link limited to one case study lists that one alone", async () => {
  const testApp = setUp();
  const { app } = testApp;
  const id = await sessionOf(testApp, [SECRET_SLUG]);
  for (const address of LISTS) {
    expect(linkedSlugsIn(await (await app.request(address, { headers: cookieHeader(id) })).text())).toEqual([SECRET_SLUG]);
  }
});

test("a tag's page lists only the cards with its tag; a list no card belongs on, or a page without a list, is as built", async () => {
  const testApp = setUp();
  const { app } = testApp;
  const everything = await sessionOf(testApp);
  const research = await app.request("/case-studies/tags/research", { headers: cookieHeader(everything) });
  const html = await research.text();
  expect(linkedSlugsIn(html)).toEqual([SECRET_SLUG]);
  expect(html).toContain('<input type="hidden" name="return" value="/case-studies/tags/research"/>');
  const silentOnly = await sessionOf(testApp, [SILENT_SLUG]);
  for (const address of ["/case-studies/tags/research", "/about"]) {
    const anonymous = await answerOf(await app.request(address, { headers: BROWSER }));
    const withSession = await app.request(address, { headers: { ...BROWSER, ...cookieHeader(silentOnly) } });
    expect(await answerOf(withSession)).toEqual(anonymous);
  }
});
