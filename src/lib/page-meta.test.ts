import { expect, test } from "vitest";
import { buildPageMeta } from "./page-meta";
import type { Site } from "./site-schema";

function makeSite(): Site {
  return {
    name: "Sam Doe",
    url: "https://example.com",
    description: "Sam designs things.",
    locale: "en",
    greeting: "Hi",
    role: "Product designer",
    employer: "At Acme",
    avatar: { src: "/images/avatar.svg", alt: "Sam" },
    links: {
      email: "mailto:sam@example.com",
      git: "https://git.example.com",
      medium: "https://m.example.com",
      linkedin: "https://l.example.com",
    },
    biography: ["Bio."],
    quotes: [{ text: "Great.", author: "Kim" }],
    prototype: {
      src: undefined,
      mode: "desktop",
      lock: false,
      posters: {},
      baseWidths: { desktop: 1440, mobile: 390 },
      zoom: { desktop: 1, mobile: 0.9 },
    },
  };
}

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
  expect(tag(meta, "property", "og:image")?.content).toBe("https://example.com/images/avatar.svg");
  expect(tag(meta, "name", "twitter:card")?.content).toBe("summary");
});

test("cuts a long description to 157 characters and an ellipsis", () => {
  const meta = buildPageMeta({ site: makeSite(), description: "x".repeat(200), canonicalPath: "/" });
  expect(tag(meta, "name", "description")?.content).toBe(`${"x".repeat(157)}…`);
});

test("uses a large card with the page's own image when it has one", () => {
  const meta = buildPageMeta({
    site: makeSite(),
    title: "Study",
    description: "d",
    canonicalPath: "/case-studies/study",
    image: { src: "/images/cover.svg", alt: "Cover" },
  });
  expect(tag(meta, "property", "og:image")?.content).toBe("https://example.com/images/cover.svg");
  expect(tag(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
});

test("keeps a page without an address of its own out of search results", () => {
  const meta = buildPageMeta({ site: makeSite(), title: "Page not found", description: "d" });
  expect(tag(meta, "name", "robots")?.content).toBe("noindex");
  expect(tag(meta, "rel", "canonical")).toBeUndefined();
});
