// What a private prototype's frame address must not answer (docs/decisions/016-private-work.md, "Private
// prototypes"): written in the security review, where each failed.
import { expect, test } from "vitest";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import { PRIVATE_DATA, PRIVATE_PROTOTYPE, SECRET_CHUNK, SECRET_SLUG, SECRET_TEXT } from "../test-support/make-private-output.ts";
import { answerOf, frameRedirectOf, linkSessionId, withAccess } from "../test-support/private-requests.ts";

const setUpApp = cleanedUpPerTest();

/** A recipient of a link to the secret case study only, and the frame address their prototype gets. */
async function framed() {
  const { app, access } = withAccess(setUpApp({ withPrivateWork: true }));
  const { redirect, address } = await frameRedirectOf(app, PRIVATE_PROTOTYPE, await linkSessionId(access, [SECRET_SLUG]));
  expect(redirect.status).toBe(303);
  const prefix = address.slice(0, address.indexOf(PRIVATE_PROTOTYPE));
  return { app, prefix };
}

test("a frame address gives no more than its prototype's files: not the case study's text in its route data or body chunk", async () => {
  // The address is a bearer secret readable by the prototype's script and shown in the address bar when
  // 'Open in new tab' follows the 303; unlike the HttpOnly cookie, it should not carry the whole grant.
  const { app, prefix } = await framed();
  const missing = await answerOf(await app.request(`${prefix}/prototypes/no-such-file.js`));
  for (const sitePath of [PRIVATE_DATA, SECRET_CHUNK]) {
    const response = await app.request(`${prefix}${sitePath}`);
    const answer = await answerOf(response);
    expect(Buffer.from(answer.body, "base64").toString(), sitePath).not.toContain(SECRET_TEXT);
    expect(answer.status, sitePath).toBe(missing.status);
  }
});

test("under a frame address a page answers as a missing file does, as docs/product.md#private-work says", async () => {
  const { app, prefix } = await framed();
  const missing = await answerOf(await app.request(`${prefix}/prototypes/no-such-file.js`));
  // Public pages come from build/client's folders as their index.html (serveStatic's directory index).
  for (const sitePath of ["/about", "/case-studies/real-one", "/index.html"]) {
    expect((await answerOf(await app.request(`${prefix}${sitePath}`))).status, sitePath).toBe(missing.status);
  }
});

test("no answer naming a frame address in its Location may be kept by a cache", async () => {
  // The trailing-slash redirect runs before the frame route and before the cache headers: a 301 (cacheable
  // by default, RFC 9111 §4.2.2) whose Location is the bearer address, with no Cache-Control at all.
  const { app, prefix } = await framed();
  for (const sitePath of [`${PRIVATE_PROTOTYPE}/`, "/prototypes/"]) {
    const response = await app.request(`${prefix}${sitePath}`);
    const namesTheAddress = response.headers.get("Location")?.startsWith("/_frame/") ?? false;
    const mayBeKept = !/no-store/.test(response.headers.get("Cache-Control") ?? "");
    expect({ sitePath, status: response.status, keptWithTheAddress: namesTheAddress && mayBeKept }).toEqual({
      sitePath,
      status: response.status,
      keptWithTheAddress: false,
    });
  }
});
