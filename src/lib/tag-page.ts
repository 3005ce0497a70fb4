import type { PageSite } from "./content-model/site-schema.ts";
import type { Tag } from "./list-tags.ts";
import { type CaseStudyListing, newestDate, type PublicPage } from "./public-pages.ts";
import { tagPathOf } from "./tag-path.ts";

// Only the tag's route and the build read this, so other pages do not load it.

/** The heading and title of a tag's page. */
export function taggedTitleOf(tag: Pick<Tag<unknown>, "name">): string {
  return `Tagged '${tag.name}'`;
}

export function describeTag(site: PageSite, tag: Tag<CaseStudyListing>): PublicPage {
  const count = tag.caseStudies.length === 1 ? "one case study" : `${tag.caseStudies.length} case studies`;
  return {
    canonicalPath: tagPathOf(tag.name),
    title: taggedTitleOf(tag),
    description: `${site.name}'s case studies tagged ${tag.name}, newest first: ${tag.caseStudies.map((caseStudy) => caseStudy.title).join("; ")}.`,
    eyebrow: "Case studies",
    tagline: `Tagged ${tag.name}: ${count}.`,
    lastModified: newestDate(tag.caseStudies),
  };
}
