import type { SiteLink } from "./site-schema.ts";

// docs/product.md#site-identity: what the pages read from the owner's list of links.

/** The first `mailto:` address among the links: the privacy page's "or email {name}". */
export const emailOf = (links: readonly SiteLink[]): string | undefined =>
  links.find(({ href }) => href.startsWith("mailto:"))?.href;

/** The owner's profiles elsewhere, for JSON-LD's sameAs: every web address among the links (an email is not a profile). */
export const profilesOf = (links: readonly SiteLink[]): string[] =>
  links.filter(({ href }) => /^https?:/.test(href)).map(({ href }) => href);
