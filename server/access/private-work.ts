// Protected work as the server keeps it (docs/decisions/016-private-work.md): the build's manifest of
// build/private/, and each protected page and teaser read into memory at start, compressed, with its
// Content-Security-Policy sources, as server/pages.ts does for the public pages.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { compressText } from "../compressed-text.ts";
import { readPageSources } from "../page-sources.ts";
import type { Page } from "../pages.ts";
import { type PrivateManifest, privateFilesDirOf, privateManifestFileOf } from "./private-output.ts";

export interface PrivatePageEntry {
  slug: string;
  page: Page;
  /** What a visitor without access gets at the address (403); undefined for `teaser: false`. */
  teaser: Page | undefined;
}

export interface PrivateWork {
  /** build/private/files: every private file at its site path. */
  filesDir: string;
  /** The protected case studies a private file serves (any one of them grants it), by its site path. */
  slugsOfFile(sitePath: string): readonly string[] | undefined;
  pageAt(pathname: string): PrivatePageEntry | undefined;
  /** Whether `slug` is a protected case study of this build. */
  isProtected(slug: string): boolean;
  /** Each protected case study's card, by slug, for the lists of a visitor with access. */
  cards: PrivateManifest["cards"];
  /** The private prototypes' pages whose frames may load the file at `sitePath` (itself one of them, for a page). */
  framePagesOf(sitePath: string): readonly string[];
}

const sitePath = z
  .string()
  .regex(/^\/[^\\]*$/)
  .refine((value) => !value.split("/").includes(".."));
const relativeFile = z
  .string()
  .regex(/^[^/\\][^\\]*\.html$/)
  .refine((value) => !value.split("/").includes(".."));
// Written by the build from checked content: read for its shape, the case study itself as the build wrote it.
const cardSchema = z.object({
  caseStudy: z.looseObject({
    slug: z.string(),
    title: z.string(),
    date: z.string(),
    cover: z.string(),
    // What the lists without JavaScript write of it (private-noscript-cards.ts).
    summary: z.array(z.string()),
    tags: z.array(z.string()),
  }),
  images: z.record(z.string(), z.looseObject({ width: z.number(), height: z.number() })),
});
const manifestSchema = z.object({
  files: z.record(sitePath, z.array(z.string())),
  pages: z.record(sitePath, z.object({ slug: z.string(), file: relativeFile, teaserFile: relativeFile.optional() })),
  cards: z.record(z.string(), cardSchema).optional(),
  frames: z.record(sitePath, z.array(sitePath)).optional(),
});

/** A site without protected work: every address answers as if private work did not exist. */
export const NO_PRIVATE_WORK: PrivateWork = {
  filesDir: "",
  slugsOfFile: () => undefined,
  pageAt: () => undefined,
  isProtected: () => false,
  cards: {},
  framePagesOf: () => [],
};

function readManifest(file: string): PrivateManifest {
  try {
    return manifestSchema.parse(JSON.parse(readFileSync(file, "utf8"))) as PrivateManifest;
  } catch {
    throw new Error(`${file} is not the build's manifest of private work. Run \`npm run build\` again.`);
  }
}

/**
 * Reads build/private/ beside `clientDir`. No manifest there (a build from before private work, or
 * a copy of only build/client) is a site without protected work, which then serves as it always did.
 */
export function loadPrivateWork(clientDir: string): PrivateWork {
  const buildDir = path.dirname(clientDir);
  const manifestFile = privateManifestFileOf(buildDir);
  if (!existsSync(manifestFile)) return NO_PRIVATE_WORK;
  const manifest = readManifest(manifestFile);
  const filesDir = privateFilesDirOf(buildDir);
  const pageSources = Object.keys(manifest.pages).length > 0 ? readPageSources(clientDir) : {};
  const readPage = (file: string, address: string): Page => {
    const sources = pageSources[address];
    if (!sources) throw new Error(`No CSP sources for ${address}: the build is incomplete. Run \`npm run build\`.`);
    const html = readFileSync(path.join(filesDir, file), "utf8");
    // Never indexed, whatever its meta says: the X-Robots-Tag goes with every private answer.
    return { ...compressText(html), sources, isNoindex: true };
  };
  const pages = new Map<string, PrivatePageEntry>();
  for (const [address, { slug, file, teaserFile }] of Object.entries(manifest.pages)) {
    const teaser = teaserFile ? readPage(teaserFile, `/${path.posix.dirname(teaserFile)}`) : undefined;
    pages.set(address, { slug, page: readPage(file, address), teaser });
  }
  const files = new Map(Object.entries(manifest.files));
  const slugs = new Set([...pages.values()].map(({ slug }) => slug));
  const framePages = new Map<string, string[]>();
  for (const [page, files] of Object.entries(manifest.frames ?? {})) {
    for (const file of files) framePages.set(file, [...(framePages.get(file) ?? []), page]);
  }
  return {
    filesDir,
    slugsOfFile: (pathname) => files.get(pathname),
    pageAt: (pathname) => pages.get(pathname),
    isProtected: (slug) => slugs.has(slug),
    cards: manifest.cards ?? {},
    framePagesOf: (pathname) => framePages.get(pathname) ?? [],
  };
}
