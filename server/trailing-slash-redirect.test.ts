import { expect, test } from "vitest";
import { cleanedUpPerTest } from "./test-support/create-test-app.ts";

const setUp = cleanedUpPerTest();

async function locationOf(response: Response | Promise<Response>): Promise<string | null> {
  const answer = await response;
  expect(answer.status).toBe(301);
  return answer.headers.get("Location");
}

test("a trailing slash is redirected to the page's one address, relative, with its query", async () => {
  const { app } = setUp();
  expect(await locationOf(app.request("/about/"))).toBe("/about");
  expect(await locationOf(app.request("/case-studies/real-one/?ref=mail&x=1"))).toBe("/case-studies/real-one?ref=mail&x=1");
  expect(await locationOf(app.request("/about///"))).toBe("/about");
  expect(await locationOf(app.request("/about/", { method: "HEAD" }))).toBe("/about");
  expect((await app.request("/")).status).toBe(200);
});

test("the Host the request names, and its scheme, never reach the redirect", async () => {
  const { app } = setUp({ trustProxy: true });
  // What the server makes of `Host: evil.example`, and of a TLS proxy's plain-http request.
  expect(await locationOf(app.request("http://evil.example/about/"))).toBe("/about");
  expect(await locationOf(app.request("/about/", { headers: { "X-Forwarded-Proto": "https" } }))).toBe("/about");
});

test("an address whose path starts like another site's is redirected on this site, never to that one", async () => {
  const { app } = setUp();
  // '//evil.example' in a Location is protocol-relative: the browser would go to evil.example.
  for (const pathname of ["//evil.example/", "///evil.example/", "/\\evil.example/", "/\\/evil.example/", "//"]) {
    const location = await locationOf(app.request(pathname));
    expect(location, pathname).toMatch(/^\/(?![/\\])/);
    expect(new URL(location ?? "", "https://alexmorgan.design").origin, pathname).toBe("https://alexmorgan.design");
  }
  expect(await locationOf(app.request("//evil.example/"))).toBe("/evil.example");
});

test("only GET and HEAD are redirected: a post to an address with a trailing slash is not", async () => {
  const { app } = setUp();
  const response = await app.request("/api/send-message/", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(404);
});
