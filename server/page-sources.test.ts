import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { pageSourcesOf } from "./page-sources.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("hashes each inline script's exact text, once, and ignores scripts loaded from a file", () => {
  const html = `<head><script>document.documentElement.dataset.theme = "dark";</script>
    <script type="module" src="/assets/app.js"></script></head>
    <body><script type="module" async="">import "/assets/entry.js";</script>
    <script>document.documentElement.dataset.theme = "dark";</script><script></script></body>`;
  expect(pageSourcesOf(html).scripts).toEqual([
    sha('document.documentElement.dataset.theme = "dark";'),
    sha('import "/assets/entry.js";'),
    sha(""),
  ]);
});

test("hashes each inline style's exact text, and nothing for stylesheets loaded from a file", () => {
  const html = `<head><style>body{margin:0}</style><link rel="stylesheet" href="/assets/root.css"/>
    <style media="print">a::after{content:attr(href)}</style></head>`;
  expect(pageSourcesOf(html)).toEqual({
    scripts: [],
    styles: [sha("body{margin:0}"), sha("a::after{content:attr(href)}")],
    frames: [],
  });
});

test("lists the https origins the page's prototype viewers name, once each, and nothing else", () => {
  const html = `<figure class="prototype-viewer" data-frame-origin="https://embed.figma.com"></figure>
    <figure class="prototype-viewer" data-frame-origin="https://embed.figma.com"></figure>
    <figure class="prototype-viewer" data-frame-origin="https://Cloud.ProtoPie.io"></figure>
    <figure class="prototype-viewer" data-frame-origin="http://plain.example"></figure>
    <figure class="prototype-viewer" data-frame-origin="https://evil.example 'unsafe-inline'"></figure>
    <p>data-frame-origin="https://in-text.example" written in a paragraph</p>`;
  expect(pageSourcesOf(html).frames).toEqual(["https://embed.figma.com", "https://cloud.protopie.io"]);
});
