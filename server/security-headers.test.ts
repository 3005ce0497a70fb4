import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { cleanedUpPerTest } from "./test-support/create-test-app.ts";

const setUp = cleanedUpPerTest();

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const THEME_SCRIPT_HASH = sha256('document.documentElement.dataset.theme = "light";');
const INLINE_STYLE_HASH = sha256("h1{color:teal}");

function directivesOf(response: Response): Map<string, string> {
  const header = response.headers.get("Content-Security-Policy") ?? "";
  return new Map(
    header.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

test("every response carries nosniff, a referrer policy, a permissions policy, COOP and a CSP", async () => {
  const { app } = setUp();
  const requests = [
    app.request("/"),
    app.request("/about"),
    app.request("/no/such/page"),
    app.request("/assets/entry-abc123.js"),
    app.request("/images/cover.svg"),
    app.request("/prototypes/demo.html"),
    app.request("/api/send-message", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
    app.request("/api/nothing"),
  ];
  for (const response of await Promise.all(requests)) {
    const where = `${response.status} ${response.url}`;
    expect(response.headers.get("X-Content-Type-Options"), where).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy"), where).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Cross-Origin-Opener-Policy"), where).toBe("same-origin");
    expect(response.headers.get("Permissions-Policy"), where).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(response.headers.get("Content-Security-Policy"), where).toBeTruthy();
    expect(response.headers.get("Strict-Transport-Security"), where).toBeNull();
  }
});

test("a page's CSP allows its own files and its inline scripts and styles by hash, never unsafe-inline or unsafe-eval", async () => {
  const { app } = setUp();
  const csp = directivesOf(await app.request("/"));
  expect(csp.get("script-src")).toBe(`'self' ${THEME_SCRIPT_HASH}`);
  expect(csp.get("default-src")).toBe("'self'");
  expect(csp.get("object-src")).toBe("'none'");
  expect(csp.get("base-uri")).toBe("'self'");
  expect(csp.get("form-action")).toBe("'self'");
  expect(csp.get("frame-ancestors")).toBe("'self'");
  expect(csp.get("img-src")).toBe("'self' data:");
  expect(csp.get("frame-src")).toBe("'self'");
  expect(csp.get("style-src")).toBe(`'self' ${INLINE_STYLE_HASH}`);
  // The home page showing a form's outcome (posted without JavaScript) keeps the home page's policy.
  expect(directivesOf(await app.request("/?message=sent")).get("script-src")).toBe(`'self' ${THEME_SCRIPT_HASH}`);
  expect(directivesOf(await app.request("/about")).get("script-src")).toBe("'self'");
  expect(directivesOf(await app.request("/about")).get("style-src")).toBe("'self'");
  for (const path of ["/", "/about", "/no/such/page"]) {
    expect((await app.request(path)).headers.get("Content-Security-Policy")).not.toMatch(/unsafe-(inline|eval)/);
  }
});

test("a page frames the design tool its prototype comes from, and no other page does", async () => {
  const { app } = setUp();
  expect(directivesOf(await app.request("/case-studies/real-one")).get("frame-src")).toBe("'self' https://embed.figma.com");
  for (const path of ["/", "/about", "/case-studies", "/case-studies/no-such-one"]) {
    expect(directivesOf(await app.request(path)).get("frame-src"), path).toBe("'self'");
  }
});

test("a prototype runs sandboxed with its own files only; API answers and files run nothing", async () => {
  const { app } = setUp();
  const prototype = directivesOf(await app.request("/prototypes/demo.html"));
  expect(prototype.get("script-src")).toBe("'self' http://localhost");
  expect(prototype.get("default-src")).toBe("'none'");
  expect(prototype.get("sandbox")).toBe("allow-scripts allow-forms");
  expect(prototype.get("frame-ancestors")).toBe("'self'");
  // Its own files are loaded from its opaque sandbox origin, which same-origin CORP would refuse.
  expect((await app.request("/prototypes/demo.html")).headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
  expect((await app.request("/images/cover.svg")).headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  // A worker runs under its script's policy: not sandboxed (it needs its origin for Web Crypto), loading nothing.
  const script = directivesOf(await app.request("/assets/entry-abc123.js"));
  expect(script.get("default-src")).toBe("'none'");
  expect(script.has("sandbox")).toBe(false);
  const api = directivesOf(await app.request("/api/nothing"));
  expect(api.get("default-src")).toBe("'none'");
  expect(api.get("frame-ancestors")).toBe("'none'");
});

test("Strict-Transport-Security for two years goes with HTTPS only, and from a proxy only when trusted", async () => {
  const { app } = setUp();
  expect((await app.request("https://localhost/")).headers.get("Strict-Transport-Security")).toBe(
    "max-age=63072000; includeSubDomains",
  );
  expect(
    (await app.request("/", { headers: { "X-Forwarded-Proto": "https" } })).headers.get("Strict-Transport-Security"),
  ).toBeNull();

  const behindProxy = setUp({ trustProxy: true }).app;
  const proxied = await behindProxy.request("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(proxied.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");

  const off = setUp({ hstsMaxAge: 0 }).app;
  expect((await off.request("https://localhost/")).headers.get("Strict-Transport-Security")).toBeNull();
});

test("the not-found page has the page policy wherever it is sent, under a file's address too, for GET and HEAD", async () => {
  const { app } = setUp();
  expect(directivesOf(await app.request("/no/such/page")).get("default-src")).toBe("'self'");
  for (const path of ["/prototypes/nope.html", "/assets/nope.js", "/images/x.png", "/nope.css", "/case-studies/nope.svg"]) {
    // The policy of the not-found page sent at the same address without its extension (a case study's under /case-studies/).
    const pagePolicy = (await app.request(path.replace(/\.[a-z]+$/, ""))).headers.get("Content-Security-Policy");
    for (const method of ["GET", "HEAD"]) {
      const response = await app.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("Content-Security-Policy"), `${method} ${path}`).toBe(pagePolicy);
      expect(response.headers.get("Cross-Origin-Resource-Policy"), `${method} ${path}`).toBe("same-origin");
    }
  }
  // Real files keep their own policies.
  expect(directivesOf(await app.request("/prototypes/demo.html")).get("sandbox")).toBe("allow-scripts allow-forms");
  expect(directivesOf(await app.request("/assets/entry-abc123.js")).get("default-src")).toBe("'none'");
  expect(directivesOf(await app.request("/images/cover.svg")).get("sandbox")).toBe("");
  expect(directivesOf(await app.request("/images/cover.svg", { method: "HEAD" })).get("sandbox")).toBe("");
});

test("a prototype names the site's own origin beside 'self': WebKit matches 'self' against its sandbox's opaque origin", async () => {
  const { app } = setUp();
  const ownOriginOf = async (url: string, headers: Record<string, string> = {}, testApp = app) => {
    const csp = directivesOf(await testApp.request(url, { headers }));
    const scripts = csp.get("script-src") ?? "";
    // Every kind of file the prototype loads names the same origin.
    expect(csp.get("style-src"), url).toBe(scripts);
    expect(csp.get("font-src"), url).toBe(scripts);
    expect(csp.get("img-src"), url).toBe(`${scripts} data:`);
    expect(csp.get("default-src"), url).toBe("'none'");
    expect(csp.get("sandbox"), url).toBe("allow-scripts allow-forms");
    return scripts;
  };
  // The configured site address (content/site.yaml's url, handed over by the build), when asked for by it.
  expect(await ownOriginOf("https://portfolio.example/prototypes/demo.html")).toBe("'self' https://portfolio.example");
  // Loopback addresses as asked for, so a local server and development work.
  expect(await ownOriginOf("http://127.0.0.1:4400/prototypes/demo.html")).toBe("'self' http://127.0.0.1:4400");
  expect(await ownOriginOf("http://localhost:5173/prototypes/demo.html")).toBe("'self' http://localhost:5173");
  expect(await ownOriginOf("http://[::1]:3000/prototypes/demo.html")).toBe("'self' http://[::1]:3000");
  // Any other Host is never written into the policy: the configured address is named instead.
  for (const url of [
    "http://evil.example/prototypes/demo.html",
    "http://localhost.evil.example/prototypes/demo.html",
    "http://127.0.0.1.evil.example/prototypes/demo.html",
    "http://portfolio.example/prototypes/demo.html",
    "https://portfolio.example:8443/prototypes/demo.html",
  ]) {
    expect(await ownOriginOf(url), url).toBe("'self' https://portfolio.example");
  }
  // The scheme is https behind a trusted TLS proxy, and only then.
  const forwarded = { "X-Forwarded-Proto": "https" };
  expect(await ownOriginOf("http://127.0.0.1:3000/prototypes/demo.html", forwarded)).toBe("'self' http://127.0.0.1:3000");
  const behindProxy = setUp({ trustProxy: true }).app;
  expect(await ownOriginOf("http://127.0.0.1:3000/prototypes/demo.html", forwarded, behindProxy)).toBe(
    "'self' https://127.0.0.1:3000",
  );
  expect(await ownOriginOf("http://portfolio.example/prototypes/demo.html", forwarded, behindProxy)).toBe(
    "'self' https://portfolio.example",
  );
});
