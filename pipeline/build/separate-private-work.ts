// After the prerender (docs/decisions/016-private-work.md): everything only protected work uses leaves
// build/client, which the server hands to anyone, for build/private/files, which it serves only after
// checking a grant. The owner does not move files: a file is private because only protected work names it.
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type PrivateManifest, privateDirOf, privateFilesDirOf, privateManifestFileOf } from "#server/access/private-output.ts";
import { protectedCaseStudiesFileOf } from "#server/access/protected-case-studies.ts";
import { FOLDER_MODE, makeOwnerOnly } from "#server/owner-only-folder.ts";
import { ogImagePath } from "#src/lib/site-files.ts";
import { teaserPathOf } from "#src/lib/teaser-path.ts";
import {
  filesOfCaseStudy,
  filesOnlyProtectedWorkUses,
  rootNamesInPrivatePrototypes,
  sharedFilesOfProtectedWork,
} from "../content/case-study-files.ts";
import { resolvePublicDir } from "../content/content-dir.ts";
import type { Content } from "../content/load-content.ts";
import { prototypeFilesOf } from "../content/prototype-files.ts";
import { caseStudyChunksFileOf, type ImageNote, imagesNoteFileOf, readBuildNote } from "./build-notes.ts";

// The copies the build writes beside a text file (pipeline/build/precompress-files.ts) go with it.
const SIBLINGS = ["", ".br", ".gz", ".map"];

/** What moves, by site path, with the protected case studies each serves. */
export function listPrivateWork(buildDir: string, content: Pick<Content, "site" | "caseStudies">): PrivateManifest {
  const protectedWork = content.caseStudies.filter(({ caseStudy }) => caseStudy.visibility === "protected");
  const manifest: PrivateManifest = { files: {}, pages: {}, cards: {}, frames: {} };
  if (protectedWork.length === 0) return manifest;
  const chunks = readBuildNote<string>(caseStudyChunksFileOf(buildDir));
  const images = readBuildNote<ImageNote>(imagesNoteFileOf(buildDir));
  const onlyProtected = filesOnlyProtectedWorkUses(content);
  const grant = (sitePath: string, slug: string) => {
    manifest.files[sitePath] = [...new Set([...(manifest.files[sitePath] ?? []), slug])];
  };
  for (const { file, caseStudy } of protectedWork) {
    const { slug } = caseStudy;
    const pagePath = `/case-studies/${slug}`;
    manifest.pages[pagePath] = {
      slug,
      file: `${pagePath.slice(1)}/index.html`,
      ...(caseStudy.hasTeaser && { teaserFile: `${teaserPathOf(slug).slice(1)}/index.html` }),
    };
    // The teaser's page moves too: the server sends it at the case study's address, not at its own.
    const teaserData = caseStudy.hasTeaser ? [`${teaserPathOf(slug)}.data`] : [];
    for (const sitePath of [`${pagePath}.data`, ...teaserData, ogImagePath(pagePath)]) grant(sitePath, slug);
    const cover = images[caseStudy.cover]?.info;
    manifest.cards = { ...manifest.cards, [slug]: { caseStudy, images: cover ? { [caseStudy.cover]: cover } : {} } };
    const chunk = chunks[slug];
    if (!chunk) throw new Error(`The browser's build noted no body chunk for ${file}.`);
    grant(chunk, slug);
    const src = caseStudy.prototype?.src;
    if (src && onlyProtected.has(src)) {
      manifest.frames = { ...manifest.frames, [src]: [src, ...prototypeFilesOf(src, resolvePublicDir())] };
    }
    for (const sitePath of filesOfCaseStudy(file, caseStudy)) {
      if (!onlyProtected.has(sitePath)) continue;
      grant(sitePath, slug);
      for (const variant of images[sitePath]?.variants ?? []) grant(variant, slug);
    }
  }
  return manifest;
}

/**
 * Moves every private file out of `buildDir`/client into `buildDir`/private/files, writes the manifest
 * the server reads and the list `npm run access` checks `--only` against. Returns the manifest.
 * build/private is its owner's alone, folders 0700 and files 0600, as DATA_DIR is: other users of the
 * machine must not read protected work off the disk (docs/product.md#serving-private-work).
 */
export function separatePrivateWork(buildDir: string, content: Pick<Content, "site" | "caseStudies">): PrivateManifest {
  const manifest = listPrivateWork(buildDir, content);
  for (const line of [...sharedFilesOfProtectedWork(content), ...rootNamesInPrivatePrototypes(content)]) console.warn(line);
  // Closed before anything moves in, so no file is readable by others on its way.
  mkdirSync(privateDirOf(buildDir), { recursive: true, mode: FOLDER_MODE });
  makeOwnerOnly(privateDirOf(buildDir));
  const clientDir = path.join(buildDir, "client");
  const filesDir = privateFilesDirOf(buildDir);
  const move = (relative: string) => {
    for (const sibling of SIBLINGS) {
      const from = path.join(clientDir, relative + sibling);
      if (!existsSync(from)) continue;
      const to = path.join(filesDir, relative + sibling);
      mkdirSync(path.dirname(to), { recursive: true });
      renameSync(from, to);
      // A page's folder (case-studies/<slug>/) is left empty: gone too, so not even its name stays.
      for (let dir = path.dirname(from); dir !== clientDir && readdirSync(dir).length === 0; dir = path.dirname(dir))
        rmdirSync(dir);
    }
  };
  for (const sitePath of Object.keys(manifest.files)) move(sitePath.slice(1));
  for (const page of Object.values(manifest.pages)) {
    move(page.file);
    if (page.teaserFile) move(page.teaserFile);
  }
  mkdirSync(filesDir, { recursive: true });
  writeFileSync(privateManifestFileOf(buildDir), `${JSON.stringify(manifest, null, 2)}\n`);
  const listed = content.caseStudies
    .filter(({ caseStudy }) => caseStudy.visibility === "protected")
    .map(({ caseStudy }) => ({ slug: caseStudy.slug, title: caseStudy.title }));
  writeFileSync(protectedCaseStudiesFileOf(buildDir), `${JSON.stringify(listed, null, 2)}\n`);
  makeOwnerOnly(privateDirOf(buildDir), { recursive: true });
  return manifest;
}
