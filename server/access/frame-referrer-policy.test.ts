// A private prototype's frame address is a bearer secret while it lives (docs/decisions/016-private-work.md,
// "Private prototypes": "Its answers carry `Referrer-Policy: no-referrer`"). Written in the third security
// review, where the site's security headers, set after every answer, put their own policy in its place,
// so the framed page's same-origin requests named the whole address in their Referer.
import { expect, test } from "vitest";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import { PRIVATE_PROTOTYPE, PRIVATE_PROTOTYPE_SCRIPT, SECRET_SLUG } from "../test-support/make-private-output.ts";
import { frameRedirectOf, linkSessionId, withAccess } from "../test-support/private-requests.ts";

const setUpApp = cleanedUpPerTest();

test("every answer under a live frame address, and the 303 that gives it, sends no referrer", async () => {
  const { app, access } = withAccess(setUpApp({ withPrivateWork: true }));
  const { redirect, address } = await frameRedirectOf(app, PRIVATE_PROTOTYPE, await linkSessionId(access, [SECRET_SLUG]));
  expect(redirect.status).toBe(303);
  const under = (sitePath: string) => address.replace(PRIVATE_PROTOTYPE, sitePath);
  const answers = {
    "the 303": redirect,
    "the prototype's page": await app.request(address),
    "its script": await app.request(under(PRIVATE_PROTOTYPE_SCRIPT)),
    // A page the prototype links to that the build did not list: the not-found page, whose own
    // scripts and styles load from /assets/, outside the frame's address.
    "a file it does not list": await app.request(under("/prototypes/next-step.html")),
  };
  const policies = Object.entries(answers).map(([what, response]) => [what, response.headers.get("Referrer-Policy")]);
  expect(Object.fromEntries(policies)).toEqual(Object.fromEntries(policies.map(([what]) => [what, "no-referrer"])));
});
