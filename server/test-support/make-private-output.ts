// A small build/private/ beside a test's client folder (pipeline/build/separate-private-work.ts writes
// the real one): two protected case studies, one with a teaser and one with `teaser: false`, their
// route data, body chunks, a private image (with its .gz, as the build precompresses) and the manifest.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { makeCaseStudy } from "#src/lib/test-support/make-case-study.ts";
import type { PrivateManifest } from "../access/private-output.ts";
import { privateFilesDirOf, privateManifestFileOf } from "../access/private-output.ts";
import { type PageSources, pageSourcesFileOf, pageSourcesOf } from "../page-sources.ts";

/** Written only in the private pages and files: an anonymous answer must never hold it. */
export const SECRET_TEXT = "Lantern-quokka-7741, said only inside protected work";
export const TEASER_SUMMARY = "A summary anyone may read before unlocking.";

/** Protected, with a teaser. */
export const SECRET_SLUG = "secret-one";
/** Protected with `teaser: false`: its address must answer as an unknown one. */
export const SILENT_SLUG = "silent-one";

export const PRIVATE_IMAGE = "/images/private/plan.svg";
export const PRIVATE_DATA = `/case-studies/${SECRET_SLUG}.data`;
export const SECRET_CHUNK = "/assets/case-study-secret-abc123.js";
export const SILENT_CHUNK = "/assets/case-study-silent-def456.js";
/** The secret case study's own prototype: its page and its script, private; the viewer's bridge stays public. */
export const PRIVATE_PROTOTYPE = "/prototypes/secret-board.html";
export const PRIVATE_PROTOTYPE_SCRIPT = "/prototypes/secret-board.js";

// As React Router and React render src/features/private-work/private-teaser.tsx, in a page with inline code.
const TEASER_HTML = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style>.private-teaser{color:teal}</style></head><body><main><article class="private-teaser"><p class="private-teaser__badge">Private</p><h1>Secret One</h1><p class="private-teaser__summary">${TEASER_SUMMARY}</p><p class="private-teaser__note">This case study is private. Enter the password you were given, or open the link you were sent.</p><form class="private-teaser__form" action="/api/access/unlock" method="post"><input type="hidden" name="slug" value="${SECRET_SLUG}"/><label for="_R_r5_">Password</label><div class="private-teaser__row"><input id="_R_r5_" type="password" autoComplete="current-password" required="" name="password"/><button type="submit" class="button">Unlock</button></div></form></article></main><script>window.teaserStarted = true;</script></body></html>`;

const FILES: Record<string, string | Buffer> = {
  [`case-studies/${SECRET_SLUG}/index.html`]: `<script>window.secretStarted = true;</script><meta name="robots" content="noindex"/><h1>Secret One</h1><p>${SECRET_TEXT}</p><img src="${PRIVATE_IMAGE}" alt="">`,
  [`case-studies/_teaser-${SECRET_SLUG}/index.html`]: TEASER_HTML,
  [`case-studies/${SILENT_SLUG}/index.html`]: `<meta name="robots" content="noindex"/><h1>Silent One</h1><p>${SECRET_TEXT}</p>`,
  [PRIVATE_IMAGE.slice(1)]: `<svg xmlns="http://www.w3.org/2000/svg"><title>${SECRET_TEXT}</title></svg>`,
  [`${PRIVATE_IMAGE.slice(1)}.gz`]: gzipSync(`<svg xmlns="http://www.w3.org/2000/svg"><title>${SECRET_TEXT}</title></svg>`),
  [PRIVATE_DATA.slice(1)]: `[{"title":"Secret One","body":"${SECRET_TEXT}"}]`,
  [`case-studies/_teaser-${SECRET_SLUG}.data`]: `[{"title":"Secret One"}]`,
  [SECRET_CHUNK.slice(1)]: `export default "${SECRET_TEXT}";`,
  [SILENT_CHUNK.slice(1)]: `export default "${SECRET_TEXT} (silent)";`,
  [PRIVATE_PROTOTYPE.slice(1)]:
    `<!doctype html><title>Board</title><script src="secret-board.js"></script><a href="demo.html">The public demo</a><img src="../images/private/plan.svg" alt=""><p>${SECRET_TEXT}</p>`,
  [PRIVATE_PROTOTYPE_SCRIPT.slice(1)]: `document.title = "${SECRET_TEXT}";`,
};

export const PRIVATE_MANIFEST: PrivateManifest = {
  files: {
    [PRIVATE_IMAGE]: [SECRET_SLUG, SILENT_SLUG],
    [PRIVATE_DATA]: [SECRET_SLUG],
    [`/case-studies/_teaser-${SECRET_SLUG}.data`]: [SECRET_SLUG],
    [SECRET_CHUNK]: [SECRET_SLUG],
    [SILENT_CHUNK]: [SILENT_SLUG],
    [PRIVATE_PROTOTYPE]: [SECRET_SLUG],
    [PRIVATE_PROTOTYPE_SCRIPT]: [SECRET_SLUG],
  },
  // The prototype's page and what it names: its script, the private image, and the public demo page.
  frames: { [PRIVATE_PROTOTYPE]: [PRIVATE_PROTOTYPE, PRIVATE_PROTOTYPE_SCRIPT, PRIVATE_IMAGE, "/prototypes/demo.html"] },
  pages: {
    [`/case-studies/${SECRET_SLUG}`]: {
      slug: SECRET_SLUG,
      file: `case-studies/${SECRET_SLUG}/index.html`,
      teaserFile: `case-studies/_teaser-${SECRET_SLUG}/index.html`,
    },
    [`/case-studies/${SILENT_SLUG}`]: { slug: SILENT_SLUG, file: `case-studies/${SILENT_SLUG}/index.html` },
  },
  cards: {
    [SECRET_SLUG]: {
      caseStudy: makeCaseStudy({
        slug: SECRET_SLUG,
        title: "Secret One",
        summary: [TEASER_SUMMARY, 'Its second paragraph, <with> & "marks" to escape.'],
        tags: ["Research", "Agreements"],
        date: "2026-02-01",
        visibility: "protected",
      }),
      images: { [PRIVATE_IMAGE]: { width: 640, height: 360 } },
    },
    [SILENT_SLUG]: {
      caseStudy: makeCaseStudy({
        slug: SILENT_SLUG,
        title: "Silent One",
        date: "2026-03-01",
        visibility: "protected",
        tags: ["Agreements"],
      }),
      images: {},
    },
  },
};

/** Writes build/private/ beside `clientDir`, and the private pages' CSP sources into csp-sources.json. */
export function makePrivateOutput(clientDir: string): void {
  const buildDir = path.dirname(clientDir);
  const filesDir = privateFilesDirOf(buildDir);
  for (const [name, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(filesDir, name)), { recursive: true });
    writeFileSync(path.join(filesDir, name), content);
  }
  writeFileSync(privateManifestFileOf(buildDir), JSON.stringify(PRIVATE_MANIFEST));
  const sourcesFile = pageSourcesFileOf(clientDir);
  const sources = JSON.parse(readFileSync(sourcesFile, "utf8")) as Record<string, PageSources>;
  for (const name of Object.keys(FILES).filter((file) => file.endsWith("/index.html"))) {
    sources[`/${path.posix.dirname(name)}`] = pageSourcesOf(String(FILES[name]));
  }
  writeFileSync(sourcesFile, JSON.stringify(sources));
}
