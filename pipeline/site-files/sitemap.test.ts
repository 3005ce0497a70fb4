import { expect, test } from "vitest";
import type { PublicPage } from "#src/lib/public-pages.ts";
import { buildSitemap } from "./sitemap.ts";

function makePage(canonicalPath: string, lastModified?: string): PublicPage {
  return { canonicalPath, description: "d", tagline: "t", lastModified };
}

test("lists every page by its absolute URL, with lastmod where it has a date", () => {
  const xml = buildSitemap("https://example.com", [makePage("/", "2025-03-01"), makePage("/about")]);
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  expect(xml).toContain("<url><loc>https://example.com/</loc><lastmod>2025-03-01</lastmod></url>");
  expect(xml).toContain("<url><loc>https://example.com/about</loc></url>");
  expect(xml.match(/<url>/g)).toHaveLength(2);
});

test("escapes characters XML reserves", () => {
  const xml = buildSitemap("https://example.com", [makePage("/search?a=1&b='2'")]);
  expect(xml).toContain("<loc>https://example.com/search?a=1&amp;b=%272%27</loc>");
  expect(buildSitemap("https://example.com", [makePage("/a<b>")])).toContain("<loc>https://example.com/a%3Cb%3E</loc>");
});
