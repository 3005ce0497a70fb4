import type { CaseStudy } from "../content-model/case-study-schema.ts";
import type { PrototypeSettings } from "../content-model/prototype-settings-schema.ts";

/** A prototype's settings with every default, and no source unless the test gives one. */
export function makePrototypeSettings(overrides: Partial<PrototypeSettings> = {}): PrototypeSettings {
  return {
    mode: "desktop",
    lock: false,
    posters: {},
    baseWidths: { desktop: 1440, mobile: 390 },
    zoom: { desktop: 1, mobile: 0.9 },
    src: undefined,
    href: undefined,
    frameOrigin: undefined,
    ...overrides,
  };
}

/** A whole case study for component tests; override what the test is about. */
export function makeCaseStudy(overrides: Partial<CaseStudy> = {}): CaseStudy {
  return {
    slug: "a-study",
    title: "A study",
    summary: ["What changed."],
    cover: "/images/case-studies/recipient-cards-cover.svg",
    coverAlt: "The cover",
    tags: ["One", "Two", "Three", "Four"],
    date: "2025-01-01",
    prototype: makePrototypeSettings(),
    links: [],
    isFeatured: false,
    isDraft: false,
    visibility: "public",
    hasTeaser: true,
    readingMinutes: 3,
    ...overrides,
  };
}
