import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { inlineHashesOf } from "./inline-hashes.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("hashes each inline script's exact text, once, and ignores scripts loaded from a file", () => {
  const html = `<head><script>document.documentElement.dataset.theme = "dark";</script>
    <script type="module" src="/assets/app.js"></script></head>
    <body><script type="module" async="">import "/assets/entry.js";</script>
    <script>document.documentElement.dataset.theme = "dark";</script><script></script></body>`;
  expect(inlineHashesOf(html).scripts).toEqual([
    sha('document.documentElement.dataset.theme = "dark";'),
    sha('import "/assets/entry.js";'),
    sha(""),
  ]);
});

test("hashes each inline style's exact text, and nothing for stylesheets loaded from a file", () => {
  const html = `<head><style>body{margin:0}</style><link rel="stylesheet" href="/assets/root.css"/>
    <style media="print">a::after{content:attr(href)}</style></head>`;
  expect(inlineHashesOf(html)).toEqual({
    scripts: [],
    styles: [sha("body{margin:0}"), sha("a::after{content:attr(href)}")],
  });
});
