import { expect, test, vi } from "vitest";
import { PROOF_HEADER } from "#src/lib/proof-of-work/proof-fields.ts";
import { createProofOfWork, PROOF_LIFETIME_MS } from "../messages/proof-of-work.ts";
import { pageSourcesOf } from "../page-sources.ts";
import { cleanedUpPerTest, TEST_PROOF_SECRET } from "../test-support/create-test-app.ts";
import { SECRET_SLUG, SECRET_TEXT, SILENT_SLUG, TEASER_SUMMARY } from "../test-support/make-private-output.ts";
import {
  cookieHeader,
  SAME_ORIGIN,
  sessionCookiesOf,
  sessionIdSetBy,
  unlockForm,
  unlockJson,
  unlockWithProof,
  withAccess,
} from "../test-support/private-requests.ts";
import { solveProof, solveProofFrom } from "../test-support/solve-proof.ts";

// scrypt costs tens of milliseconds a try; a busy machine makes that more.
vi.setConfig({ testTimeout: 30_000 });

const PASSWORD = "correct horse battery";
const setUpApp = cleanedUpPerTest();
const setUp = (options: Parameters<typeof setUpApp>[0] = {}) => withAccess(setUpApp({ withPrivateWork: true, ...options }));

test("the right password (JSON) starts a session: a new id each time, the cookie HttpOnly, SameSite=Lax, Path=/", async () => {
  const { app, setPassword } = setUp();
  await setPassword(PASSWORD);
  const first = await unlockJson(app, { password: PASSWORD, slug: SECRET_SLUG });
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ success: true, location: `/case-studies/${SECRET_SLUG}` });
  expect(first.headers.get("Cache-Control")).toBe("private, no-store");
  const [cookie] = first.headers.getSetCookie();
  expect(cookie).toMatch(/^private_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
  const firstId = sessionIdSetBy(first) ?? "";
  const page = await app.request(`/case-studies/${SECRET_SLUG}`, { headers: cookieHeader(firstId) });
  expect(await page.text()).toContain(SECRET_TEXT);
  // Unlocking again gives a new id, and the one sent with it ends.
  const second = await unlockJson(app, { password: PASSWORD }, cookieHeader(firstId));
  const secondId = sessionIdSetBy(second) ?? "";
  expect(secondId).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(secondId).not.toBe(firstId);
  expect(await second.json()).toEqual({ success: true, location: "/case-studies" });
  expect((await app.request(`/case-studies/${SECRET_SLUG}`, { headers: cookieHeader(firstId) })).status).toBe(403);
  // With a forged cookie: it is cleared first, and the new session's cookie set after, so it stays.
  const replaced = await unlockJson(app, { password: PASSWORD }, cookieHeader("C".repeat(43)));
  const cookies = sessionCookiesOf(replaced);
  expect(cookies).toHaveLength(2);
  expect(cookies[0]).toMatch(/^private_session=; Max-Age=0/);
  expect(cookies[1]).toMatch(/^private_session=[A-Za-z0-9_-]{43}; Max-Age=43200;/);
});

test("the cookie is Secure over HTTPS, directly or through a trusted proxy, and on any host but loopback", async () => {
  const { app, setPassword } = setUp({ trustProxy: true });
  await setPassword(PASSWORD);
  const direct = await app.request("https://localhost/api/access/unlock", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://localhost" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(direct.headers.getSetCookie()[0]).toMatch(/; Secure; /);
  const proxied = await unlockJson(app, { password: PASSWORD }, { "X-Forwarded-Proto": "https" });
  expect(proxied.headers.getSetCookie()[0]).toMatch(/; Secure; /);
  const plain = await unlockJson(app, { password: PASSWORD });
  expect(plain.headers.getSetCookie()[0]).not.toMatch(/Secure/);
  const untrusted = setUp({ trustProxy: false });
  await untrusted.setPassword(PASSWORD);
  const forged = await unlockJson(untrusted.app, { password: PASSWORD }, { "X-Forwarded-Proto": "https" });
  expect(forged.headers.getSetCookie()[0]).not.toMatch(/Secure/);
  // Behind a TLS proxy that TRUST_PROXY does not name: plain HTTP to the server, but not on loopback.
  const behindProxy = await untrusted.app.request("http://portfolio.example/api/access/unlock", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://portfolio.example" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(behindProxy.headers.getSetCookie()[0]).toMatch(/; Secure; /);
});

test("the right password from the teaser's form: 303 to the case study, or to the list for any other slug", async () => {
  const { app, setPassword } = setUp();
  await setPassword(PASSWORD);
  const response = await unlockForm(app, { password: PASSWORD, slug: SECRET_SLUG });
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe(`/case-studies/${SECRET_SLUG}`);
  expect(sessionIdSetBy(response)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  for (const slug of ["no-such-study", "../../etc", ""]) {
    expect((await unlockForm(app, { password: PASSWORD, slug })).headers.get("Location")).toBe("/case-studies");
  }
});

test("a wrong password from the form: the teaser again, 403, the sentence by the field, the CSP still valid", async () => {
  const { app, setPassword } = setUp();
  await setPassword(PASSWORD);
  const response = await unlockForm(app, { password: "wrong guess here", slug: SECRET_SLUG });
  expect(response.status).toBe(403);
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  const html = await response.text();
  expect(html).toContain(TEASER_SUMMARY);
  expect(html).not.toContain(SECRET_TEXT);
  expect(html).toMatch(
    /<input id="_R_r5_"[^>]*name="password"\/>.*<p class="private-teaser__error" role="alert">That password is not right\.<\/p><\/form>/,
  );
  // The app starts at the case study's address, not at the form's, where it has no route.
  expect(html).toContain(`<head><script>history.replaceState(null,"","/case-studies/${SECRET_SLUG}")</script>`);
  // Every inline script and style of the answer, the one added too, is allowed by its policy's hashes.
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  const inline = [...pageSourcesOf(html).scripts, ...pageSourcesOf(html).styles];
  expect(inline).toHaveLength(3);
  for (const hash of inline) expect(policy).toContain(hash);
});

test("a wrong password as JSON is a 403 JSON error; with no password set it is the same answer", async () => {
  const { app, setPassword } = setUp();
  const unset = await unlockJson(app, { password: PASSWORD, slug: SECRET_SLUG });
  expect(unset.status).toBe(403);
  expect(await unset.json()).toEqual({ success: false, error: "That password is not right." });
  await setPassword(PASSWORD);
  const wrong = await unlockJson(app, { password: "not the password", slug: SECRET_SLUG });
  expect(wrong.status).toBe(403);
  expect(await wrong.json()).toEqual({ success: false, error: "That password is not right." });
});

test("a form post naming a teaser: false case study is answered as one naming no case study", async () => {
  const { app, setPassword } = setUp();
  await setPassword(PASSWORD);
  const silent = await unlockForm(app, { password: "wrong guess", slug: SILENT_SLUG });
  const unknown = await unlockForm(app, { password: "wrong guess", slug: "no-such-study" });
  expect([silent.status, await silent.text()]).toEqual([unknown.status, await unknown.text()]);
});

test("bad input gets a clear 4xx: no password, one over 1,000 characters, a body too large, another type", async () => {
  const { app, access, setPassword } = setUp();
  await setPassword(PASSWORD);
  expect(await (await unlockJson(app, { slug: SECRET_SLUG })).json()).toEqual({ success: false, error: "Enter the password." });
  const long = await unlockJson(app, { password: "é".repeat(1001) });
  expect([long.status, await long.json()]).toEqual([
    400,
    { success: false, error: "The password must be at most 1,000 characters." },
  ]);
  expect((await unlockJson(app, { password: "é".repeat(1000) })).status).toBe(403);
  expect((await unlockJson(app, ["not", "an", "object"])).status).toBe(400);
  const huge = await unlockForm(app, { password: "x".repeat(20_000) });
  expect(huge.status).toBe(413);
  const text = await app.request("/api/access/unlock", {
    method: "POST",
    headers: { "Content-Type": "text/plain", Origin: "http://localhost" },
    body: "x",
  });
  expect(text.status).toBe(415);
  const broken = await app.request("/api/access/unlock", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://localhost" },
    body: "{",
  });
  expect(broken.status).toBe(400);
  // None of these was a guess: the one try, of 1,000 characters, sent without a proof of work, counts two.
  expect(await access.countAllFailures(new Date(0))).toBe(2);
});

test("another site can neither unlock nor lock for a visitor (the contact form's origin check)", async () => {
  const { app, access, setPassword } = setUp();
  await setPassword(PASSWORD);
  const crossSite: Record<string, string>[] = [
    { Origin: "https://evil.example" },
    { Origin: "null" },
    { Origin: "", "Sec-Fetch-Site": "cross-site" },
  ];
  for (const headers of crossSite) {
    const unlock = await unlockForm(app, { password: PASSWORD, slug: SECRET_SLUG }, headers);
    expect(unlock.status).toBe(403);
    expect(unlock.headers.getSetCookie()).toEqual([]);
  }
  const session = await access.startSession({ kind: "password", checked: await access.checkPassword(PASSWORD) });
  const lock = await app.request("/api/access/lock", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://evil.example",
      ...cookieHeader(session?.id ?? ""),
    },
    body: "return=/",
  });
  expect(lock.status).toBe(403);
  expect(await access.findSession(session?.id ?? "")).toBeDefined();
});

// docs/product.md#private-work: what a wrong try counts, with and without the contact form's proof of work.
const WRONG = { password: "not the password", slug: SECRET_SLUG };
const NOT_RIGHT = { success: false, error: "That password is not right." };

test("a try from the teaser's script with a valid proof of work counts once when wrong, and not at all when right", async () => {
  const { app, access, setPassword } = setUp();
  await setPassword(PASSWORD);
  const wrong = await unlockWithProof(app, WRONG);
  expect([wrong.status, await wrong.json()]).toEqual([403, NOT_RIGHT]);
  expect(await access.countAllFailures(new Date(0))).toBe(1);
  const right = await unlockWithProof(app, { password: PASSWORD, slug: SECRET_SLUG });
  expect(await right.json()).toEqual({ success: true, location: `/case-studies/${SECRET_SLUG}` });
  expect(await access.countAllFailures(new Date(0))).toBe(1);
});

test("JSON without a proof of work, or with a forged or expired one, counts double", async () => {
  const { app, access, setPassword } = setUp();
  await setPassword(PASSWORD);
  const without = await unlockJson(app, WRONG);
  expect([without.status, await without.json()]).toEqual([403, NOT_RIGHT]);
  expect(await access.countAllFailures(new Date(0))).toBe(2);
  await unlockJson(app, WRONG, { [PROOF_HEADER]: btoa("not a proof") });
  expect(await access.countAllFailures(new Date(0))).toBe(4);
  // Solved, but for a challenge issued longer ago than a challenge lives.
  const longAgo = createProofOfWork(TEST_PROOF_SECRET, () => new Date(Date.now() - PROOF_LIFETIME_MS - 1000));
  const expired = await unlockJson(app, WRONG, { [PROOF_HEADER]: await solveProof(await longAgo.challenge()) });
  expect(expired.status).toBe(403);
  expect(await access.countAllFailures(new Date(0))).toBe(6);
});

test("a proof of work buys one try or one message: replayed, or spent on a message, it counts double", async () => {
  const { app, access, store, setPassword } = setUp();
  await setPassword(PASSWORD);
  const proof = { [PROOF_HEADER]: await solveProofFrom(app) };
  await unlockJson(app, WRONG, proof);
  expect(await access.countAllFailures(new Date(0))).toBe(1);
  expect((await unlockJson(app, WRONG, proof)).status).toBe(403);
  expect(await access.countAllFailures(new Date(0))).toBe(3);
  // The try's proof sent with a message: spent already, so the message is held.
  const message = { email: "ada@example.com", subject: "Hello", message: "Let's talk." };
  const post = (headers: Record<string, string>) =>
    app.request("/api/send-message", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...SAME_ORIGIN, ...headers },
      body: JSON.stringify(message),
    });
  expect((await post(proof)).status).toBe(200);
  expect((await store.list()).map(({ status }) => status)).toEqual(["held"]);
  // A message's proof, spent with it, buys no try.
  const messageProof = { [PROOF_HEADER]: await solveProofFrom(app) };
  await post(messageProof);
  expect((await store.list()).map(({ status }) => status)).toEqual(["queued", "held"]);
  expect((await unlockJson(app, WRONG, messageProof)).status).toBe(403);
  expect(await access.countAllFailures(new Date(0))).toBe(5);
});

test("a form post counts double, even with a proof in the hidden field: the form posts only without JavaScript", async () => {
  const { app, access, setPassword } = setUp();
  await setPassword(PASSWORD);
  expect((await unlockForm(app, WRONG)).status).toBe(403);
  expect(await access.countAllFailures(new Date(0))).toBe(2);
  expect((await unlockForm(app, { ...WRONG, altcha: await solveProofFrom(app) })).status).toBe(403);
  expect(await access.countAllFailures(new Date(0))).toBe(4);
});

test("the proof is checked after the fields: a refused body spends none, so the same proof still counts once", async () => {
  const { app, access, setPassword } = setUp();
  await setPassword(PASSWORD);
  const proof = { [PROOF_HEADER]: await solveProofFrom(app) };
  expect((await unlockJson(app, { slug: SECRET_SLUG }, proof)).status).toBe(400);
  expect((await unlockJson(app, WRONG, proof)).status).toBe(403);
  expect(await access.countAllFailures(new Date(0))).toBe(1);
});
