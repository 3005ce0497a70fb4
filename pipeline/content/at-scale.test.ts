// Thirty case studies, made as the benchmark makes them: the content pipeline still lists, tags,
// links and publishes every one of them in order.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { neighboursOf } from "#src/features/case-studies/case-study-neighbours.tsx";
import { listTags } from "#src/lib/list-tags.ts";
import { buildAtomFeed } from "../site-files/atom-feed.ts";
import { listPublicPages } from "../site-files/list-public-pages.ts";
import { buildSitemap } from "../site-files/sitemap.ts";
import { portfolioOf, TEMPLATE_FILE_NAME } from "./generated-case-study.ts";
import { DEFAULT_CONTENT_DIR, loadContent } from "./load-content.ts";
import { makeContentDir } from "./test-support/make-content-dir.ts";

const COUNT = 30;

const template = readFileSync(path.join(DEFAULT_CONTENT_DIR, "case-studies", TEMPLATE_FILE_NAME), "utf8");
const files = portfolioOf(template, COUNT);
const dir = makeContentDir(files);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const content = loadContent(dir);
const site = content.site;
const caseStudies = content.caseStudies.map((source) => source.caseStudy);

test("all thirty are read, newest first, and home's three newest are the three latest dates", () => {
  expect(caseStudies).toHaveLength(COUNT);
  const dates = caseStudies.map((caseStudy) => caseStudy.date);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(caseStudies.slice(0, 3).map((caseStudy) => caseStudy.slug)).toEqual([
    "appointment-booking-recipient-cards",
    "generated-case-study-029",
    "generated-case-study-028",
  ]);
});

test("each has its older and newer neighbour, the ends only one", () => {
  expect(neighboursOf(caseStudies, "generated-case-study-015")).toMatchObject({
    newer: { slug: "generated-case-study-016" },
    older: { slug: "generated-case-study-014" },
  });
  expect(neighboursOf(caseStudies, "appointment-booking-recipient-cards").newer).toBeUndefined();
  expect(neighboursOf(caseStudies, "generated-case-study-001").older).toBeUndefined();
});

test("every tag lists all thirty, and the sitemap and the feed have every case study and tag page", () => {
  const tags = listTags(caseStudies);
  expect(tags.map((tag) => tag.caseStudies.length)).toEqual(tags.map(() => COUNT));
  const pages = listPublicPages(site, caseStudies);
  const sitemap = buildSitemap(site.url, pages);
  for (const caseStudy of caseStudies) expect(sitemap).toContain(`${site.url}/case-studies/${caseStudy.slug}</loc>`);
  for (const tag of tags) expect(sitemap).toContain(`${site.url}/case-studies/tags/${tag.slug}</loc>`);
  const feed = buildAtomFeed(site, caseStudies);
  expect(feed.match(/<entry>/g)).toHaveLength(COUNT);
});
