import path from "node:path";
import { expect, test } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../content/load-content.ts";
import { listSiteFiles } from "./list-site-files.ts";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");

test("lists the sitemap, robots.txt, the feed, the manifest, the icons and one card per public page", () => {
  expect(listSiteFiles(DEFAULT_CONTENT_DIR, PUBLIC_DIR).map((file) => file.path)).toEqual([
    "/sitemap.xml",
    "/robots.txt",
    "/feed.xml",
    "/site.webmanifest",
    "/favicon-32x32.png",
    "/apple-touch-icon.png",
    "/icon-192.png",
    "/icon-512.png",
    "/og/home.png",
    "/og/case-studies.png",
    "/og/case-studies/appointment-booking-recipient-cards.png",
    "/og/case-studies/tags/healthcare.png",
    "/og/case-studies/tags/product-design.png",
    "/og/case-studies/tags/prototyping.png",
    "/og/case-studies/tags/ux-research.png",
    "/og/about.png",
    "/og/privacy.png",
  ]);
});
