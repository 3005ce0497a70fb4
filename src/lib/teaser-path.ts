// A protected case study's teaser is prerendered by the case study route at a slug no case study can have
// (slugs never start with "_"), and the server sends it at the case study's own address to a visitor
// without access (docs/decisions/016-private-work.md).
const TEASER_PREFIX = "_teaser-";

export const teaserPathOf = (slug: string) => `/case-studies/${TEASER_PREFIX}${slug}`;

/** The case study a teaser slug stands for, or undefined for any other slug. */
export function slugOfTeaser(slug: string | undefined): string | undefined {
  return slug?.startsWith(TEASER_PREFIX) ? slug.slice(TEASER_PREFIX.length) : undefined;
}
