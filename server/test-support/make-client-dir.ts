import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { statusLineHtml } from "#src/features/contact/contact-status-line.ts";
import { privateCardsSlotHtml } from "#src/features/private-work/private-cards.ts";
import { type PageSources, pageSourcesFileOf, pageSourcesOf } from "../page-sources.ts";
import { pagePathOf } from "../pages.ts";
import { siteOriginFileOf } from "../site-origin.ts";
import { NOT_FOUND_HTML } from "./not-found-page.ts";

/** The site address of the test builds (content/site.yaml's url in a real one). */
const TEST_SITE_ORIGIN = "https://portfolio.example";

/** A small built site: the pages the server expects plus one hashed asset and one image. */
export function makeClientDir(root: string): string {
  const clientDir = path.join(root, "client");
  const files: Record<string, string> = {
    // The contact form's idle status line, as the form renders it, is where a no-JavaScript post's outcome goes.
    // The lists hold the slot for private cards (src/features/private-work/private-cards-slot.tsx).
    "index.html": `<style>h1{color:teal}</style><script>document.documentElement.dataset.theme = "light";</script><h1>Home page</h1>${privateCardsSlotHtml()}${statusLineHtml({ kind: "idle" })}`,
    "about/index.html": "<h1>About page</h1>",
    "case-studies/index.html": `<h1>Case Studies</h1>${privateCardsSlotHtml()}`,
    "case-studies/tags/research/index.html": `<h1>Tagged Research</h1>${privateCardsSlotHtml("research")}`,
    // Its prototype is a Figma share link, framed from Figma's embed origin.
    "case-studies/real-one/index.html":
      '<h1>A real case study</h1><figure class="prototype-viewer" data-frame-origin="https://embed.figma.com"></figure>',
    // docs/product.md#private-work: an unlisted case study's page, as React Router writes its robots meta.
    "case-studies/quiet-one/index.html": '<meta name="robots" content="noindex"/><h1>An unlisted case study</h1>',
    // The owner's name, as every page's head names the site (src/lib/page-meta.ts); the layout the
    // server's own pages are made from (server/site-message-page.ts).
    "_not-found/index.html": NOT_FOUND_HTML,
    "case-studies/_not-found/index.html": "<h1>Case study not found.</h1>",
    "case-studies/tags/_not-found/index.html": "<h1>Page not found</h1><p>Tag route</p>",
    "assets/entry-abc123.js": "console.log('hashed');",
    "images/cover.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "videos/flow.webm": "0123456789",
    "videos/flow.vtt": "WEBVTT\n\n00:00.000 --> 00:02.000\nThe booking form opens.\n",
    "prototypes/demo.html": "<!doctype html><title>Demo</title><script src='demo.js'></script>",
  };
  const sources: Record<string, PageSources> = {};
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    writeFileSync(path.join(clientDir, name), text);
    const pagePath = pagePathOf(name);
    if (pagePath) sources[pagePath] = pageSourcesOf(text);
  }
  writeFileSync(pageSourcesFileOf(clientDir), JSON.stringify(sources));
  writeFileSync(siteOriginFileOf(clientDir), JSON.stringify({ origin: TEST_SITE_ORIGIN }));
  return clientDir;
}
