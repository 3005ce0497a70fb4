import type { Site } from "#src/lib/content-model/site-schema.ts";
import { listTags } from "#src/lib/list-tags.ts";
import {
  type CaseStudyListing,
  describeAbout,
  describeCaseStudies,
  describeCaseStudy,
  describeHome,
  describePrivacy,
  type PublicPage,
} from "#src/lib/public-pages.ts";
import { describeTag } from "#src/lib/tag-page.ts";

/** Every page a search engine should know of, in the order of the site's navigation: the sitemap's and the sharing cards' list. */
export function listPublicPages(site: Site, caseStudies: readonly CaseStudyListing[]): PublicPage[] {
  return [
    describeHome(site, caseStudies),
    describeCaseStudies(site, caseStudies),
    ...caseStudies.map(describeCaseStudy),
    ...listTags(caseStudies).map((tag) => describeTag(site, tag)),
    describeAbout(site, site.biography),
    describePrivacy(site),
  ];
}
