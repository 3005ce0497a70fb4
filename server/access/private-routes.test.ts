import { expect, test } from "vitest";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import {
  PRIVATE_DATA,
  PRIVATE_IMAGE,
  PRIVATE_PROTOTYPE,
  PRIVATE_PROTOTYPE_SCRIPT,
  SECRET_CHUNK,
  SECRET_SLUG,
  SECRET_TEXT,
  SILENT_CHUNK,
  SILENT_SLUG,
  TEASER_SUMMARY,
} from "../test-support/make-private-output.ts";
import { answerOf, cookieHeader, sessionCookiesOf, withAccess } from "../test-support/private-requests.ts";

// docs/decisions/016-private-work.md, threat model: what anyone on the internet may and may not see.
const setUpApp = cleanedUpPerTest();
const setUp = (options: Parameters<typeof setUpApp>[0] = {}) => withAccess(setUpApp({ withPrivateWork: true, ...options }));
const PRIVATE_FILES = [
  PRIVATE_IMAGE,
  PRIVATE_DATA,
  SECRET_CHUNK,
  SILENT_CHUNK,
  `/case-studies/_teaser-${SECRET_SLUG}.data`,
  PRIVATE_PROTOTYPE,
  PRIVATE_PROTOTYPE_SCRIPT,
];
// A missing file of the same kind at each private file's place.
const missingTwin = (sitePath: string) => sitePath.replace(/([^/.]+)(\.[a-z]+)$/, "no-such-$1$2");
const ENCODINGS = ["", "gzip", "br"];

async function passwordSession({ access, setPassword }: ReturnType<typeof setUp>) {
  await setPassword("correct horse battery");
  const session = await access.startSession({ kind: "password", checked: await access.checkPassword("correct horse battery") });
  return session?.id ?? "";
}

test("every private file is refused to an anonymous visitor exactly as a missing file is, forged cookie or not", async () => {
  const { app } = setUp({ withPrivateWork: true });
  const cookies = [{}, cookieHeader("A".repeat(43))];
  for (const sitePath of PRIVATE_FILES) {
    for (const [encoding, method, cookie] of ENCODINGS.flatMap((e) =>
      ["GET", "HEAD"].flatMap((m) => cookies.map((k) => [e, m, k] as const)),
    )) {
      {
        const init = { method, headers: { "Accept-Encoding": encoding, ...cookie } };
        const refused = await answerOf(await app.request(sitePath, init));
        const missing = await answerOf(await app.request(missingTwin(sitePath), init));
        expect(refused, `${method} ${sitePath} (${encoding}) ${JSON.stringify(cookie)}`).toEqual(missing);
        expect(refused.status).toBe(404);
        expect(Buffer.from(refused.body, "base64").toString()).not.toContain(SECRET_TEXT);
      }
    }
  }
});

test("a teaser: false case study's address answers exactly as an unknown case study's", async () => {
  const { app } = setUp({ withPrivateWork: true });
  for (const encoding of ENCODINGS) {
    const headers = { "Accept-Encoding": encoding };
    const silent = await answerOf(await app.request(`/case-studies/${SILENT_SLUG}`, { headers }));
    expect(silent).toEqual(await answerOf(await app.request("/case-studies/no-such-study", { headers })));
    expect(silent.status).toBe(404);
  }
  // Percent-encoded, as Hono decodes it: still the unknown address's answer.
  expect(await answerOf(await app.request("/case-studies/silent%2Done"))).toEqual(
    await answerOf(await app.request("/case-studies/unknown%2Done")),
  );
  // With a forged cookie too: both answers clear it alike.
  const forged = cookieHeader("A".repeat(43));
  expect(await answerOf(await app.request(`/case-studies/${SILENT_SLUG}`, { headers: forged }))).toEqual(
    await answerOf(await app.request("/case-studies/no-such-study", { headers: forged })),
  );
});

test("a protected case study with a teaser shows only the teaser without access: 403, private, noindex", async () => {
  const { app } = setUp({ withPrivateWork: true });
  for (const encoding of ENCODINGS) {
    const response = await app.request(`/case-studies/${SECRET_SLUG}`, { headers: { "Accept-Encoding": encoding } });
    expect(response.status).toBe(403);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Vary")).toMatch(/\bCookie\b/);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
  }
  const text = await (await app.request(`/case-studies/${SECRET_SLUG}`)).text();
  expect(text).toContain(TEASER_SUMMARY);
  expect(text).not.toContain(SECRET_TEXT);
});

test("with a grant, each private page and file is sent, private and never for a shared cache", async () => {
  const testApp = setUp({ withPrivateWork: true });
  const { app } = testApp;
  const session = cookieHeader(await passwordSession(testApp));
  const page = await app.request(`/case-studies/${SECRET_SLUG}`, { headers: session });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(SECRET_TEXT);
  expect(page.headers.get("X-Robots-Tag")).toBe("noindex");
  expect(page.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
  // A prototype's page is sent on to its frame's address instead (private-frame-route.test.ts).
  const files = PRIVATE_FILES.filter((sitePath) => sitePath !== PRIVATE_PROTOTYPE);
  for (const sitePath of [`/case-studies/${SECRET_SLUG}`, `/case-studies/${SILENT_SLUG}`, ...files]) {
    const response = await app.request(sitePath, { headers: session });
    expect(response.status, sitePath).toBe(200);
    expect(response.headers.get("Cache-Control"), sitePath).toBe("private, no-store");
    expect(response.headers.get("Vary"), sitePath).toMatch(/\bCookie\b/);
  }
  const chunk = await app.request(SECRET_CHUNK, { headers: session });
  expect(chunk.headers.get("Content-Type")).toMatch(/^text\/javascript/);
  expect(await chunk.text()).toContain(SECRET_TEXT);
  const image = await app.request(PRIVATE_IMAGE, { headers: { ...session, "Accept-Encoding": "gzip" } });
  expect(image.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
  expect(image.headers.get("Content-Encoding")).toBe("gzip");
});

test("no private answer gets the year-long immutable cache of /assets/", async () => {
  const testApp = setUp({ withPrivateWork: true });
  const { app } = testApp;
  const session = cookieHeader(await passwordSession(testApp));
  const response = await app.request(SECRET_CHUNK, { headers: session });
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  expect((await app.request("/assets/entry-abc123.js")).headers.get("Cache-Control")).toContain("immutable");
});

test("a forged or malformed cookie is anonymous and is cleared, with no shared cache keeping the answer", async () => {
  const { app } = setUp({ withPrivateWork: true });
  for (const forged of ["A".repeat(43), "not-a-session", "%E0%A4%A", ""]) {
    const response = await app.request(`/case-studies/${SECRET_SLUG}`, { headers: cookieHeader(forged) });
    expect(response.status, forged).toBe(403);
    expect(await response.text()).not.toContain(SECRET_TEXT);
    const file = await app.request(PRIVATE_IMAGE, { headers: cookieHeader(forged) });
    expect(file.status, forged).toBe(404);
  }
  const cleared = await app.request("/about", { headers: cookieHeader("A".repeat(43)) });
  expect(sessionCookiesOf(cleared)).toEqual([
    expect.stringMatching(/^private_session=; Max-Age=0; .*Path=\/; HttpOnly; SameSite=Lax$/),
  ]);
  expect(cleared.headers.get("Cache-Control")).toBe("private, no-store");
});

test("a public page is byte for byte the same with a session as without", async () => {
  const testApp = setUp({ withPrivateWork: true });
  const { app } = testApp;
  const session = cookieHeader(await passwordSession(testApp));
  expect(await answerOf(await app.request("/about", { headers: session }))).toEqual(await answerOf(await app.request("/about")));
});
