import { absoluteUrl } from "./absolute-url.ts";
import type { PageSite } from "./content-model/site-schema.ts";
import { type CaseStudyListing, describeCaseStudy } from "./public-pages.ts";
import { ogImagePath } from "./site-files.ts";
import { truncateDescription } from "./truncate-description.ts";

/** A schema.org object for a `script:ld+json` meta descriptor; React Router stringifies and escapes it. */
export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

/**
 * The organisation in the employer line, when the line ends '… at Name' with a capitalised name:
 * 'Currently designing clinical workflows at Northwind Health.' -> 'Northwind Health'. Any other
 * wording gives none rather than a guess.
 */
export function findEmployerName(employer: string): string | undefined {
  const match = /\b[Aa]t\s+([A-Z][^,;.()]*?)\s*\.?$/.exec(employer.trim());
  return match?.[1];
}

function personReference(site: PageSite) {
  return { "@type": "Person", name: site.name, url: absoluteUrl(site.url, "/") };
}

/** The owner, on home and about (schema.org/Person). */
export function buildPersonJsonLd(site: PageSite): JsonLd {
  const employerName = site.employer === undefined ? undefined : findEmployerName(site.employer);
  // The owner's profiles elsewhere: every web address among the links (an email is not a profile).
  const profiles = site.links.filter(({ href }) => /^https?:/.test(href)).map(({ href }) => href);
  return {
    "@context": "https://schema.org",
    ...personReference(site),
    description: site.description,
    jobTitle: site.role,
    image: absoluteUrl(site.url, site.avatar.src),
    ...(employerName ? { worksFor: { "@type": "Organization", name: employerName } } : {}),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}

/** One case study (schema.org/Article); its image is the page's sharing card. */
export function buildArticleJsonLd(site: PageSite, caseStudy: CaseStudyListing): JsonLd {
  const page = describeCaseStudy(caseStudy);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: caseStudy.title,
    description: truncateDescription(page.description),
    datePublished: caseStudy.date,
    keywords: caseStudy.tags.join(", "),
    author: personReference(site),
    image: absoluteUrl(site.url, ogImagePath(page.canonicalPath)),
    url: absoluteUrl(site.url, page.canonicalPath),
  };
}
