// Where the build puts what only protected work uses, and how the server finds it
// (docs/decisions/016-private-work.md). Written by pipeline/build/separate-private-work.ts; read by the server.
import path from "node:path";
import type { CaseStudy } from "#src/lib/content-model/case-study-schema.ts";
import type { ImageInfo } from "#src/lib/image-info.ts";

/** Inside the build folder, beside client/: never served as it is. */
export const privateDirOf = (buildDir: string) => path.join(buildDir, "private");
/** The moved files, each at its site path under this folder (files/assets/case-study-….js, files/images/….png, …). */
export const privateFilesDirOf = (buildDir: string) => path.join(privateDirOf(buildDir), "files");
export const privateManifestFileOf = (buildDir: string) => path.join(privateDirOf(buildDir), "manifest.json");

export interface PrivatePage {
  slug: string;
  /** Its HTML, relative to the files folder. */
  file: string;
  /** The teaser's HTML (title, summary, the password form), or undefined when its frontmatter says `teaser: false`. */
  teaserFile?: string;
}

/** What a list shows of a protected case study: its card, and its cover's size and variants. */
export interface PrivateCard {
  caseStudy: CaseStudy;
  images: Record<string, ImageInfo>;
}

export interface PrivateManifest {
  /** Every moved file by its site path, with the protected case studies that use it (any one of them grants it). */
  files: Record<string, string[]>;
  /** Each protected case study's page, by its address. */
  pages: Record<string, PrivatePage>;
  /** Each protected case study's card, by slug, for the lists of a visitor with access. */
  cards?: Record<string, PrivateCard>;
  /**
   * Each private prototype's page, with the files its frame may load under a frame address: the page
   * and every file it uses, private or public (server/access/frame-address.ts).
   */
  frames?: Record<string, string[]>;
}
