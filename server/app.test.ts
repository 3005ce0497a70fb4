import { expect, test } from "vitest";
import { cleanedUpPerTest } from "./test-support/create-test-app.ts";

const setUp = cleanedUpPerTest();

test("serves each prerendered page with a short, revalidated cache", async () => {
  const { app } = setUp();
  const pages = [
    ["/", "Home page"],
    ["/about", "About page"],
    ["/case-studies", "Case Studies"],
    ["/case-studies/real-one", "A real case study"],
  ] as const;
  for (const [pathname, text] of pages) {
    const response = await app.request(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(await response.text()).toContain(text);
  }
});

test("an unlisted case study's page is served to anyone with its address, with X-Robots-Tag: noindex", async () => {
  const { app } = setUp();
  for (const encoding of ["", "br", "gzip"]) {
    const response = await app.request("/case-studies/quiet-one", { headers: { "Accept-Encoding": encoding } });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  }
  expect(await (await app.request("/case-studies/quiet-one")).text()).toContain("An unlisted case study");
  expect((await app.request("/case-studies/real-one")).headers.get("X-Robots-Tag")).toBeNull();
  expect((await app.request("/")).headers.get("X-Robots-Tag")).toBeNull();
});

test("answers an unknown path with the not-found page and status 404", async () => {
  const { app } = setUp();
  const response = await app.request("/no/such/page");
  expect(response.status).toBe(404);
  expect(await response.text()).toContain("Page not found");
});

test("answers an unknown case study with 'Case study not found.' and status 404", async () => {
  const { app } = setUp();
  const response = await app.request("/case-studies/no-such-study");
  expect(response.status).toBe(404);
  expect(await response.text()).toContain("Case study not found.");
});

test("answers an unknown tag with the not-found page its route renders, and status 404", async () => {
  const { app } = setUp();
  const response = await app.request("/case-studies/tags/no-such-tag");
  expect(response.status).toBe(404);
  expect(await response.text()).toContain("Tag route");
});

test("never serves the not-found pages as pages of their own", async () => {
  const { app } = setUp();
  expect((await app.request("/_not-found")).status).toBe(404);
  expect((await app.request("/case-studies/_not-found")).status).toBe(404);
  expect((await app.request("/case-studies/tags/_not-found")).status).toBe(404);
});

test("caches hashed assets for a year and images until revalidated", async () => {
  const { app } = setUp();
  const asset = await app.request("/assets/entry-abc123.js");
  expect(asset.status).toBe(200);
  expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  const image = await app.request("/images/cover.svg");
  expect(image.status).toBe(200);
  expect(image.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
});

test("serves a recording by byte ranges, as a video element asks, and its captions as WebVTT", async () => {
  const { app } = setUp();
  const part = await app.request("/videos/flow.webm", { headers: { Range: "bytes=2-5" } });
  expect(part.status).toBe(206);
  expect(part.headers.get("Content-Type")).toBe("video/webm");
  expect(part.headers.get("Content-Range")).toBe("bytes 2-5/10");
  expect(await part.text()).toBe("2345");
  const captions = await app.request("/videos/flow.vtt");
  expect(captions.status).toBe(200);
  expect(captions.headers.get("Content-Type")).toBe("text/vtt; charset=utf-8");
  expect(await captions.text()).toMatch(/^WEBVTT\n/);
});

test("answers a missing file with 404", async () => {
  const { app } = setUp();
  expect((await app.request("/images/missing.svg")).status).toBe(404);
  expect((await app.request("/assets/../../../etc/passwd")).status).toBe(404);
  // Captions get a type of their own only when found: a missing one is a 404 like any file, never a 500.
  expect((await app.request("/videos/missing.vtt")).status).toBe(404);
  expect((await app.request("/videos/flow.vtt")).headers.get("Content-Type")).toBe("text/vtt; charset=utf-8");
});

test("answers an unknown API path with a JSON 404", async () => {
  const { app } = setUp();
  const response = await app.request("/api/nothing");
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ success: false, error: "There is no such API endpoint." });
});

test("sends pages compressed from memory with brotli or gzip, as the client accepts", async () => {
  const { app } = setUp();
  const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
  const br = await app.request("/about", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  expect(br.headers.get("Content-Encoding")).toBe("br");
  expect(br.headers.get("Vary")).toBe("Accept-Encoding");
  expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain("About page");

  const gzip = await app.request("/about", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
  expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain("About page");

  const plain = await app.request("/about", { headers: { "Accept-Encoding": "br;q=0, identity" } });
  expect(plain.headers.get("Content-Encoding")).toBeNull();
  expect(await plain.text()).toContain("About page");

  const missing = await app.request("/nowhere", { headers: { "Accept-Encoding": "br" } });
  expect(missing.status).toBe(404);
  expect(brotliDecompressSync(Buffer.from(await missing.arrayBuffer())).toString()).toContain("Page not found");
});

test("a browser's form of another encoding than the contact form's gets a page of the site, 415, that points to the form", async () => {
  const { app } = setUp();
  const response = await app.request("/api/send-message", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data; boundary=x", "Sec-Fetch-Mode": "navigate", Origin: "http://localhost" },
    body: "--x--\r\n",
  });
  expect(response.status).toBe(415);
  const html = await response.text();
  expect(html).toContain("<h1>The message was not sent.</h1>");
  expect(html).toContain('<a href="/#contact">Go to the contact form</a>');
  expect(html).toContain('aria-label="Test Owner, home"');
});

test("a body type a browser form can send is refused 403 without this site's Origin or Sec-Fetch-Site, else 415", async () => {
  const { app } = setUp();
  const post = (type: string | undefined, headers: Record<string, string> = {}) =>
    app.request("/api/send-message", {
      method: "POST",
      headers: { ...(type === undefined ? {} : { "Content-Type": type }), ...headers },
      // Bytes, not a string, which would be sent as text/plain when no type is given.
      body: new TextEncoder().encode("email=a"),
    });
  // As docs/product.md#message-api says: the cross-site check comes first, for these types (and none).
  for (const type of ["text/plain", "multipart/form-data; boundary=x", undefined]) {
    const refused = await post(type);
    expect(refused.status, String(type)).toBe(403);
    expect(await refused.text(), String(type)).toBe("Forbidden");
    expect((await post(type, { Origin: "https://evil.example" })).status, String(type)).toBe(403);
    expect((await post(type, { "Sec-Fetch-Site": "cross-site" })).status, String(type)).toBe(403);
    expect((await post(type, { Origin: "http://localhost" })).status, String(type)).toBe(415);
    expect((await post(type, { "Sec-Fetch-Site": "same-origin" })).status, String(type)).toBe(415);
  }
  // Any other type that is not JSON is 415 from anywhere: a form cannot send it, so no check is needed.
  const xml = await post("application/xml");
  expect(xml.status).toBe(415);
  expect(await xml.json()).toEqual({
    success: false,
    error: "Please send the message as JSON (Content-Type: application/json).",
  });
});
