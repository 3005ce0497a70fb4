import { expect, test } from "vitest";
import { buildPageMeta } from "./page-meta.ts";
import { makeSite } from "./test-support/make-site.ts";

function tag(meta: ReturnType<typeof buildPageMeta>, key: string, value: string) {
  return meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

test("sets title, description, canonical link, Open Graph and Twitter tags", () => {
  const meta = buildPageMeta({ site: makeSite(), title: "About", description: "About Sam.", canonicalPath: "/about" });
  expect(meta).toContainEqual({ title: "About · Sam Doe" });
  expect(tag(meta, "name", "description")?.content).toBe("About Sam.");
  expect(tag(meta, "rel", "canonical")?.href).toBe("https://example.com/about");
  expect(tag(meta, "property", "og:url")?.content).toBe("https://example.com/about");
  expect(tag(meta, "property", "og:title")?.content).toBe("About · Sam Doe");
  expect(tag(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
});

test("cuts a long description to 157 characters and an ellipsis", () => {
  const meta = buildPageMeta({ site: makeSite(), description: "x".repeat(200), canonicalPath: "/" });
  expect(tag(meta, "name", "description")?.content).toBe(`${"x".repeat(157)}…`);
});

test("points og:image and twitter:image at the page's own 1200 × 630 card by its absolute URL", () => {
  const meta = buildPageMeta({ site: makeSite(), title: "Study", description: "d", canonicalPath: "/case-studies/study" });
  expect(tag(meta, "property", "og:image")?.content).toBe("https://example.com/og/case-studies/study.png");
  expect(tag(meta, "name", "twitter:image")?.content).toBe("https://example.com/og/case-studies/study.png");
  expect(tag(meta, "property", "og:image:width")?.content).toBe("1200");
  expect(tag(meta, "property", "og:image:height")?.content).toBe("630");
  expect(tag(meta, "property", "og:image:alt")?.content).toBe("Sam Doe: Study");
  expect(tag(meta, "name", "twitter:image:alt")?.content).toBe("Sam Doe: Study");
});

test("gives home the home card, described by the owner's role", () => {
  const meta = buildPageMeta({ site: makeSite(), description: "d", canonicalPath: "/" });
  expect(tag(meta, "property", "og:image")?.content).toBe("https://example.com/og/home.png");
  expect(tag(meta, "property", "og:image:alt")?.content).toBe("Sam Doe: Product designer");
});

test("adds structured data as a JSON-LD descriptor when the page has some", () => {
  const jsonLd = { "@context": "https://schema.org", "@type": "Person", name: "Sam Doe" } as const;
  const meta = buildPageMeta({ site: makeSite(), description: "d", canonicalPath: "/", jsonLd });
  expect(meta).toContainEqual({ "script:ld+json": jsonLd });
  expect(buildPageMeta({ site: makeSite(), description: "d", canonicalPath: "/" })).not.toContainEqual(
    expect.objectContaining({ "script:ld+json": expect.anything() }),
  );
});

test("keeps a page without an address of its own out of search results, sharing home's card", () => {
  const meta = buildPageMeta({ site: makeSite(), title: "Page not found", description: "d" });
  expect(tag(meta, "name", "robots")?.content).toBe("noindex");
  expect(tag(meta, "rel", "canonical")).toBeUndefined();
  expect(tag(meta, "property", "og:image")?.content).toBe("https://example.com/og/home.png");
  expect(tag(meta, "property", "og:image:alt")?.content).toBe("Sam Doe: Product designer");
});
