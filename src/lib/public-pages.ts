import type { PageSite } from "./content-model/site-schema.ts";

/** What a page's metadata and the sharing files need of a case study (features' CaseStudy has it all). */
export interface CaseStudyListing {
  slug: string;
  title: string;
  summary: string[];
  cover: string;
  tags: string[];
  /** YYYY-MM-DD */
  date: string;
}

/**
 * One public page, described once: its route's meta tags, the sitemap and its sharing card all
 * read this, so a title changed here changes everywhere.
 */
export interface PublicPage {
  canonicalPath: string;
  /** The page's own title; home has none, its title is the owner's name and role. */
  title?: string;
  description: string;
  /** A small label above the title on the sharing card. */
  eyebrow?: string;
  /** The short line under the title on the sharing card. */
  tagline: string;
  /** YYYY-MM-DD of its newest content, where content dates tell; the sitemap's lastmod. */
  lastModified?: string;
  /** A case study's cover, shown on its sharing card. */
  cover?: string;
}

const CASE_STUDIES_TITLE = "Case Studies";
const ABOUT_TITLE = "About";
const PRIVACY_TITLE = "Privacy";

/** The newest date among them, whatever their order (home shows featured ones first). */
export function newestDate(caseStudies: readonly CaseStudyListing[]): string | undefined {
  return caseStudies.reduce<string | undefined>(
    (newest, { date }) => (newest === undefined || date > newest ? date : newest),
    undefined,
  );
}

export function describeHome(site: PageSite, caseStudies: readonly CaseStudyListing[]): PublicPage {
  // The sharing card's second line: the employer line, or the role line of an owner without one.
  const tagline = site.employer ?? site.role;
  return { canonicalPath: "/", description: site.description, tagline, lastModified: newestDate(caseStudies) };
}

export function describeCaseStudies(site: PageSite, caseStudies: readonly CaseStudyListing[]): PublicPage {
  return {
    canonicalPath: "/case-studies",
    title: CASE_STUDIES_TITLE,
    description: `Case studies by ${site.name}: the problem, the approach and the outcome of each project.`,
    tagline: "The problem, the approach and the outcome of each project.",
    lastModified: newestDate(caseStudies),
  };
}

export function describeCaseStudy(caseStudy: CaseStudyListing): PublicPage {
  return {
    canonicalPath: `/case-studies/${caseStudy.slug}`,
    title: caseStudy.title,
    eyebrow: "Case study",
    // docs/product.md#page-metadata: the description is the summary (buildPageMeta cuts it to 160 characters).
    description: caseStudy.summary.join(" "),
    // No-break spaces keep each tag whole when the line wraps.
    tagline: caseStudy.tags.map((tag) => tag.replaceAll(" ", "\u00a0")).join(" · "),
    lastModified: caseStudy.date,
    cover: caseStudy.cover,
  };
}

export function describeAbout(site: PageSite, biography: readonly string[]): PublicPage {
  return {
    canonicalPath: "/about",
    title: ABOUT_TITLE,
    description: biography[0] ?? site.description,
    tagline: site.description,
  };
}

export function describePrivacy(site: PageSite): PublicPage {
  return {
    canonicalPath: "/privacy",
    title: PRIVACY_TITLE,
    description: `What ${site.name}'s site measures and keeps when you read it, for how long, and what share links record.`,
    tagline: "What is measured and kept, and for how long.",
  };
}
