// The sites the content journeys (tests/content/) walk: the sample, and a second owner's site unlike it
// (tests/owner-site/README.md). Each Playwright project names its site (playwright.config.ts); a journey
// reads what that site's content says and checks the pages say it.
import path from "node:path";
import { OWNER_SITE_CONTENT_DIR, OWNER_SITE_PUBLIC_DIR } from "./owner-site.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface SiteUnderTest {
  name: "sample" | "owner-site";
  contentDir: string;
  publicDir: string;
  /** The server's DATA_DIR below the run's (playwright.config.ts), where `npm run access` would keep its grants. */
  dataSubDir: string;
}

export const SAMPLE_SITE: SiteUnderTest = {
  name: "sample",
  contentDir: path.join(ROOT, "content"),
  publicDir: path.join(ROOT, "public"),
  dataSubDir: "",
};

export const OWNER_SITE: SiteUnderTest = {
  name: "owner-site",
  contentDir: OWNER_SITE_CONTENT_DIR,
  publicDir: OWNER_SITE_PUBLIC_DIR,
  dataSubDir: "owner-site",
};

/** The server's data folder for `site` in this run. */
export const dataDirOf = (site: SiteUnderTest) => path.join(process.env.E2E_DATA_DIR ?? "", site.dataSubDir);
