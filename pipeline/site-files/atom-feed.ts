import { Feed } from "feed";
import { absoluteUrl } from "#src/lib/absolute-url.ts";
import type { Site } from "#src/lib/content-model/site-schema.ts";
import { type CaseStudyListing, describeCaseStudies, describeCaseStudy } from "#src/lib/public-pages.ts";
import { FEED_PATH, feedTitle, ogImagePath } from "#src/lib/site-files.ts";
import { escapeXml } from "./escape-xml.ts";

/** YYYY-MM-DD as midnight UTC, the same instant YAML reads an unquoted date as. */
function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** An Atom feed (RFC 4287) of the case studies, newest first, for feed readers. */
export function buildAtomFeed(site: Site, caseStudies: readonly CaseStudyListing[]): string {
  const home = absoluteUrl(site.url, "/");
  const author = { name: site.name, link: home };
  const newest = caseStudies[0];
  const feed = new Feed({
    id: home,
    title: feedTitle(site.name),
    description: site.description,
    link: absoluteUrl(site.url, describeCaseStudies(site, caseStudies).canonicalPath),
    feedLinks: { atom: absoluteUrl(site.url, FEED_PATH) },
    language: site.locale,
    author,
    // With no case studies the library stamps the build time instead.
    updated: newest ? toDate(newest.date) : undefined,
    generator: false,
  });
  for (const caseStudy of caseStudies) {
    const page = describeCaseStudy(caseStudy);
    const url = absoluteUrl(site.url, page.canonicalPath);
    feed.addItem({
      // The library marks titles and summaries as HTML, so plain text is escaped into it.
      title: escapeXml(caseStudy.title),
      id: url,
      link: url,
      description: escapeXml(page.description),
      date: toDate(caseStudy.date),
      published: toDate(caseStudy.date),
      author: [author],
      category: caseStudy.tags.map((tag) => ({ term: tag })),
      image: absoluteUrl(site.url, ogImagePath(page.canonicalPath)),
    });
  }
  return feed.atom1();
}
