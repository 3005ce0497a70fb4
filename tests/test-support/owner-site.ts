// The second owner's site (tests/owner-site/README.md), built beside the real one and served by the
// real build's server (playwright.config.ts, projects "owner-site" and "owner-site-mobile"): content
// unlike the sample's on every axis, so the journeys that depend on content run on both.
// Run as `tsx tests/test-support/owner-site.ts` before the tests start.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { openAccessStore } from "#server/access/open-access-store.ts";
import { buildSiteBeside } from "./build-site-beside.ts";
import { writeOwnerSiteImages } from "./owner-site-images.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OWNER_SITE_SOURCE = path.join(ROOT, "tests/owner-site");
export const OWNER_SITE_DIR = path.join(ROOT, ".tmp/owner-site");
export const OWNER_SITE_CONTENT_DIR = path.join(OWNER_SITE_DIR, "content");
export const OWNER_SITE_PUBLIC_DIR = path.join(OWNER_SITE_DIR, "public");
export const OWNER_SITE_CLIENT_DIR = path.join(OWNER_SITE_DIR, "build/client");

/**
 * The password for its private work, set before its server starts (the owner's `npm run access --
 * password`), once: setting it again while tests run would end the sessions it opened.
 */
export const OWNER_SITE_PASSWORD = "night shift at the harbour";

/**
 * Copies the content and files to .tmp/owner-site, adds the photo and the screenshot, and builds the
 * pages into .tmp/owner-site/build; the real build's server serves them.
 */
export async function buildOwnerSite(): Promise<void> {
  rmSync(OWNER_SITE_DIR, { recursive: true, force: true });
  cpSync(path.join(OWNER_SITE_SOURCE, "content"), OWNER_SITE_CONTENT_DIR, { recursive: true });
  cpSync(path.join(OWNER_SITE_SOURCE, "public"), OWNER_SITE_PUBLIC_DIR, { recursive: true });
  await writeOwnerSiteImages(OWNER_SITE_PUBLIC_DIR);
  buildSiteBeside({
    name: "owner site's",
    siteDir: OWNER_SITE_DIR,
    contentDir: OWNER_SITE_CONTENT_DIR,
    publicDir: OWNER_SITE_PUBLIC_DIR,
  });
}

/** The owner's `npm run access -- password`, on the store in `dataDir` its server will use. */
async function setPrivateWorkPassword(dataDir: string): Promise<void> {
  const access = await openAccessStore({ dataDir, databaseUrl: undefined });
  try {
    await access.setPassword(OWNER_SITE_PASSWORD);
  } finally {
    await access.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildOwnerSite();
  // Started by Playwright with the server's DATA_DIR (playwright.config.ts).
  if (process.env.DATA_DIR) await setPrivateWorkPassword(process.env.DATA_DIR);
}
