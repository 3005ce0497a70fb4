import { expect, test } from "vitest";
import { deferAppStart } from "./defer-app-start.ts";

// The shape React Router 8's <Scripts> writes into a prerendered page.
const PAGE = `<html><head><title>Home</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

test("drops the module preloads from the head and keeps every other part of the page", async () => {
  const html = await deferAppStart(PAGE);
  expect(html).not.toContain('rel="modulepreload" href');
  expect(html).toContain(
    "<head><title>Home</title></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script>",
  );
});

test("imports the same modules in the same order, only once the page has loaded and painted", async () => {
  const html = await deferAppStart(PAGE);
  const code = /<script type="module" async="">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
  const imports = [...code.matchAll(/import\("([^"]+)"\)/g)].map(([, href]) => href);
  expect(imports).toEqual(["/assets/manifest-1.js", "/assets/root-3.js", "/assets/home-4.js", "/assets/entry.client-2.js"]);
  expect(code).toContain('const route0 = await import("/assets/root-3.js")');
  expect(code).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
  expect(code).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]');
  expect(code).toMatch(/addEventListener\("load", resolve, \{ once: true \}\)/);
  expect(code).toMatch(/\.then\(start\);$/);
  expect(code).not.toMatch(/^\s*import\s/m);
  // Valid JavaScript: it compiles (without running) as a function body.
  expect(() => new Function(code)).not.toThrow();
});

test("refuses a start script it cannot defer rather than leaving it as it was", async () => {
  await expect(
    deferAppStart(PAGE.replace('import * as route1 from "/assets/home-4.js"', 'import { x } from "/assets/home-4.js"')),
  ).rejects.toThrow(/cannot defer: import \{ x \}/);
  await expect(deferAppStart("<html><body>No scripts</body></html>")).rejects.toThrow(/found 0/);
});
