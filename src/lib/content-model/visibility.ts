// Apart from the schema, so the browser's modules can ask without loading zod.

/** docs/product.md#private-work: who may read a case study. Only public ones are listed. */
export const VISIBILITIES = ["public", "unlisted", "protected"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** Listed on the home page, the list, tag pages, neighbours' links, the sitemap and the feed. */
export const isListed = (caseStudy: { visibility: Visibility }) => caseStudy.visibility === "public";
