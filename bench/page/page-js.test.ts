import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { findScriptUrls, findStaticImports, gzipSize, measurePageJs } from "./page-js.ts";

// Shaped like React Router's prerendered HTML (ssr: false).
const PAGE = `<html><head>
<link rel="modulepreload" href="/assets/entry.client-A.js"/>
<link rel="stylesheet" href="/assets/root-B.css"/>
<link href="/assets/root-C.js" rel="modulepreload"/>
<script src="/assets/legacy.js"></script>
<script src="https://cdn.example.com/x.js"></script>
</head><body><script>window.__reactRouterContext = {"ssr":false};</script>
<script type="module" async="">import "/assets/manifest-D.js";
import * as route0 from "/assets/root-C.js";
import("/assets/entry.client-A.js");</script></body></html>`;

test("finds module preloads, script sources and inline module imports, once each, same origin only", () => {
  expect(findScriptUrls(PAGE).sort()).toEqual([
    "/assets/entry.client-A.js",
    "/assets/legacy.js",
    "/assets/manifest-D.js",
    "/assets/root-C.js",
  ]);
});

test("follows static imports in minified output but not dynamic ones", () => {
  const chunk = `import{t as e}from"./jsx-runtime-E.js";import"./side-F.js";const g=()=>import("./lazy-G.js");`;
  expect(findStaticImports(chunk)).toEqual(["./jsx-runtime-E.js", "./side-F.js"]);
});

const dir = mkdtempSync(path.join(os.tmpdir(), "page-js-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("sums the page's scripts and what they import, counting a shared chunk once", () => {
  mkdirSync(path.join(dir, "assets"));
  const files = {
    "assets/entry.js": `import"./shared.js";console.log("entry")`,
    "assets/route.js": `import{a}from"./shared.js";import("./lazy.js")`,
    "assets/shared.js": "export const a=1",
    "assets/lazy.js": "export const never=1",
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  writeFileSync(
    path.join(dir, "index.html"),
    `<link rel="modulepreload" href="/assets/entry.js"><script type="module">import "/assets/route.js";</script>`,
  );

  const js = measurePageJs(dir, "index.html");

  expect(js.files.map((file) => file.url).sort()).toEqual(["/assets/entry.js", "/assets/route.js", "/assets/shared.js"]);
  const counted = [files["assets/entry.js"], files["assets/route.js"], files["assets/shared.js"]];
  expect(js.gzipBytes).toBe(counted.reduce((sum, content) => sum + gzipSize(content), 0));
  expect(js.bytes).toBe(counted.reduce((sum, content) => sum + content.length, 0));
});
