import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { removeBuildStamp } from "#pipeline/build/build-freshness.ts";
import { precompressFiles } from "#pipeline/build/precompress-files.ts";
import { rewritePages } from "#pipeline/build/rewrite-pages.ts";
import { separatePrivateWork } from "#pipeline/build/separate-private-work.ts";
import { writePageSources } from "#pipeline/build/write-page-sources.ts";
import { writeSiteOrigin } from "#pipeline/build/write-site-origin.ts";
import { writeStatisticsSettings } from "#pipeline/build/write-statistics-settings.ts";
import { resolveContentDir } from "#pipeline/content/content-dir.ts";
import { isDevServer } from "#pipeline/content/dev-server-flag.ts";
import { loadContent } from "#pipeline/content/load-content.ts";
import { isListed } from "#src/lib/content-model/visibility.ts";
import { listTags } from "#src/lib/list-tags.ts";
import { CASE_STUDY_NOT_FOUND_PATH, NOT_FOUND_PATH, TAG_NOT_FOUND_PATH } from "#src/lib/not-found-paths.ts";
import { tagPathOf } from "#src/lib/tag-path.ts";
import { teaserPathOf } from "#src/lib/teaser-path.ts";

export default {
  appDirectory: "src",
  // BUILD_DIR: a second site built beside the real one, from other content (tests/test-support/at-scale-site.ts).
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every page is static HTML rendered at build time and hydrated in the browser (docs/decisions/001).
  ssr: false,
  // Read again whenever the dev server's content changes (pipeline/content/content-plugin.ts), so a case
  // study added, renamed or made a draft there has its address at once; drafts only in the dev server.
  async prerender() {
    const { caseStudies: sources } = loadContent(resolveContentDir(), { includeDrafts: isDevServer() });
    const caseStudies = sources.map(({ caseStudy }) => caseStudy);
    return [
      "/",
      "/case-studies",
      // Every case study has its page; only listed ones count towards tags (docs/decisions/016-private-work.md).
      ...caseStudies.map((caseStudy) => `/case-studies/${caseStudy.slug}`),
      ...caseStudies
        .filter((caseStudy) => caseStudy.visibility === "protected" && caseStudy.hasTeaser)
        .map(({ slug }) => teaserPathOf(slug)),
      ...listTags(caseStudies.filter(isListed)).map((tag) => tagPathOf(tag.name)),
      "/about",
      "/privacy",
      NOT_FOUND_PATH,
      CASE_STUDY_NOT_FOUND_PATH,
      TAG_NOT_FOUND_PATH,
    ];
  },
  async buildEnd({ reactRouterConfig }) {
    removeBuildStamp(reactRouterConfig.buildDirectory);
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    // Each page paints from its HTML alone: stylesheets inlined, the app started after (docs/decisions/009).
    await rewritePages(clientDir);
    await precompressFiles(clientDir);
    // The Content-Security-Policy allows the pages' inline scripts and styles by hash (docs/decisions/006).
    await writePageSources(clientDir);
    // The prototypes' policy names the site's own origin beside 'self' (server/security-headers.ts).
    const content = loadContent(resolveContentDir());
    await writeSiteOrigin(clientDir, content.site.url);
    // The statistics' time zone and how long raw views are kept, as the privacy page says them (server/statistics-settings.ts).
    await writeStatisticsSettings(clientDir, content.site.statistics);
    // Last, once every page is final: what only protected work uses leaves the public output (docs/decisions/016).
    separatePrivateWork(reactRouterConfig.buildDirectory, content);
  },
} satisfies Config;
