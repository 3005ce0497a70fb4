import type { Site } from "../content-model/site-schema.ts";
import type { CaseStudyListing } from "../public-pages.ts";

/** A complete site.yaml as the schema hands it over, with overrides. */
export function makeSite(overrides: Partial<Site> = {}): Site {
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
      href: undefined,
      frameOrigin: undefined,
      mode: "desktop",
      lock: false,
      posters: {},
      baseWidths: { desktop: 1440, mobile: 390 },
      zoom: { desktop: 1, mobile: 0.9 },
    },
    statistics: { timeZone: "UTC", keepViewsDays: 90 },
    ...overrides,
  };
}

/** A case study as lists, metadata and the sharing files read it. */
export function makeCaseStudy(overrides: Partial<CaseStudyListing> = {}): CaseStudyListing {
  return {
    slug: "study",
    title: "A study",
    summary: ["What changed.", "And why."],
    cover: "/images/cover.svg",
    tags: ["Research", "Product Design"],
    date: "2024-07-01",
    ...overrides,
  };
}
