import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressFiles } from "./scripts/build/precompress-files.ts";
import { resolveContentDir } from "./scripts/content/content-dir.ts";
import { loadContent } from "./scripts/content/load-content.ts";
import { CASE_STUDY_NOT_FOUND_PATH, NOT_FOUND_PATH } from "./src/lib/not-found-paths.ts";

export default {
  appDirectory: "src",
  buildDirectory: "build",
  // Every page is static HTML rendered at build time and hydrated in the browser (docs/decisions/001).
  ssr: false,
  async prerender() {
    const { caseStudies } = loadContent(resolveContentDir());
    return [
      "/",
      "/case-studies",
      ...caseStudies.map(({ caseStudy }) => `/case-studies/${caseStudy.slug}`),
      "/about",
      NOT_FOUND_PATH,
      CASE_STUDY_NOT_FOUND_PATH,
    ];
  },
  async buildEnd({ reactRouterConfig }) {
    await precompressFiles(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
