import type { Site } from "../content-model/site-schema.ts";
import type { CaseStudyListing } from "../public-pages.ts";
import { makePrototypeSettings } from "./make-case-study.ts";

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
    links: [
      { label: "Email", href: "mailto:sam@example.com", service: "email" },
      { label: "Git", href: "https://git.example.com" },
      { label: "LinkedIn", href: "https://www.linkedin.com/in/sam", service: "linkedin" },
    ],
    biography: ["Bio."],
    quotes: [{ text: "Great.", author: "Kim" }],
    prototype: makePrototypeSettings(),
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
