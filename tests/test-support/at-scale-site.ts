// The site at 30 case studies, built beside the real one: the real case study and 29 made from it
// as the benchmark makes them, three of them showing prototypes shared from Figma, Framer and ProtoPie;
// and private work beside them, two protected case studies and an unlisted one. Its public/ is the
// real one's copy with one more prototype, which only protected work shows.
// Run by Playwright before tests/at-scale.spec.ts (playwright.config.ts), as `tsx tests/test-support/at-scale-site.ts`.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { portfolioOf, TEMPLATE_FILE_NAME } from "#pipeline/content/generated-case-study.ts";
import { buildSiteBeside } from "./build-site-beside.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const AT_SCALE_COUNT = 30;
export const AT_SCALE_DIR = path.join(ROOT, ".tmp/at-scale");
export const AT_SCALE_CLIENT_DIR = path.join(AT_SCALE_DIR, "build/client");

/** The generated case studies whose prototype is a design tool's share link instead of the real one's own page. */
export const SHARED_PROTOTYPES = {
  "generated-case-study-029": "https://www.figma.com/proto/nrPSsILSYjesyc5UHjYYa4/Booking-cards?node-id=5-3",
  "generated-case-study-028": "https://framer.com/share/Booking-cards--x1Y2z3/",
  "generated-case-study-027": "https://cloud.protopie.io/p/8b4d8a5f6b",
} as const;

function withSharedPrototype(content: string, link: string): string {
  const withoutFile = content.replace(/^(prototype:\n) {2}file: .*\n/m, "$1");
  if (withoutFile === content) {
    throw new Error(`${TEMPLATE_FILE_NAME} no longer has the prototype.file field this site replaces`);
  }
  return withoutFile.replace(/^prototype:\n/m, `prototype:\n  src: ${link}\n`);
}

/**
 * Private work beside the thirty (docs/product.md#private-work, tests/private-work.spec.ts): two protected
 * case studies, one without a teaser, and an unlisted one. Their text and their one image, used by no
 * other case study, must reach no anonymous visitor.
 */
export const PRIVATE_WORK = {
  secretSentence: "Pelican-harbour-6108 is written only inside protected work.",
  imageAlt: "Orchid-lantern-2271, the plan only protected work shows",
  image: "/images/case-studies/placeholder-cover.svg",
  protected: { slug: "harbour-under-agreement", title: "Harbour bookings under agreement" },
  silent: { slug: "silent-under-agreement", title: "Silent bookings under agreement" },
  unlisted: { slug: "quiet-unlisted-study", title: "A quiet unlisted study" },
  teaserSummary: "A summary anyone may read before unlocking, long enough to describe the page.",
  /** Shown only by the protected case study with a teaser; its page, style and script say so. */
  prototype: {
    file: "harbour-board",
    title: "Harbour board",
    sentence: "Marlin-quay-4417 is written only inside a protected prototype.",
    scriptSays: "Its own script ran: berths 1 to 12.",
  },
} as const;

function privateStudy({ slug, title }: { slug: string; title: string }, fields: string): string {
  return `---
slug: ${slug}
title: ${title}
summary: ${PRIVATE_WORK.teaserSummary}
cover: ${PRIVATE_WORK.image}
coverAlt: ${PRIVATE_WORK.imageAlt}
tags: [Agreements]
date: 2026-06-01
${fields}---

## Problem

${PRIVATE_WORK.secretSentence}

## Approach

![${PRIVATE_WORK.imageAlt}](${PRIVATE_WORK.image})

## Outcome

Shared with a few.
`;
}

/** The private prototype, as an owner writes one (content/README.md#adding-a-prototype), under publicDir. */
function writePrivatePrototype(publicDir: string): void {
  const { file, title, sentence, scriptSays } = PRIVATE_WORK.prototype;
  const write = (name: string, text: string) => writeFileSync(path.join(publicDir, "prototypes", name), text);
  write(
    `${file}.html`,
    `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>${title}</title>
  <link rel="stylesheet" href="${file}.css">
  <script src="viewer-bridge.js" defer></script>
  <script src="${file}.js" defer></script>
</head>
<body>
  <main>
    <h1>${title}</h1>
    <p>${sentence}</p>
    <p id="status">Its script has not run.</p>
  </main>
</body>
</html>
`,
  );
  write(`${file}.css`, "body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; }\nh1 { color: rgb(0, 90, 60); }\n");
  write(`${file}.js`, `document.getElementById("status").textContent = ${JSON.stringify(scriptSays)};\n`);
}

function writePrivateWork(contentDir: string): void {
  const write = (slug: string, text: string) => writeFileSync(path.join(contentDir, "case-studies", `${slug}.mdx`), text);
  const { file, title } = PRIVATE_WORK.prototype;
  const prototype = `prototype:\n  file: ${file}\n  title: ${title}\n`;
  write(PRIVATE_WORK.protected.slug, privateStudy(PRIVATE_WORK.protected, `visibility: protected\n${prototype}`));
  write(PRIVATE_WORK.silent.slug, privateStudy(PRIVATE_WORK.silent, "visibility: protected\nteaser: false\n"));
  // Unlisted, not private: its own sentence, so the crawl can tell it from protected work.
  const unlisted = privateStudy(PRIVATE_WORK.unlisted, "visibility: unlisted\n")
    .replace(PRIVATE_WORK.secretSentence, "This unlisted study is public to anyone with its address.")
    .replace(`![${PRIVATE_WORK.imageAlt}](${PRIVATE_WORK.image})`, "Careful.")
    .replace(`cover: ${PRIVATE_WORK.image}`, "cover: /images/case-studies/recipient-cards-cover.svg")
    .replace(`coverAlt: ${PRIVATE_WORK.imageAlt}`, "coverAlt: The cover");
  write(PRIVATE_WORK.unlisted.slug, unlisted);
}

function writeContent(contentDir: string): void {
  const realDir = path.join(ROOT, "content");
  const template = readFileSync(path.join(realDir, "case-studies", TEMPLATE_FILE_NAME), "utf8");
  mkdirSync(path.join(contentDir, "case-studies"), { recursive: true });
  writeFileSync(path.join(contentDir, "site.yaml"), readFileSync(path.join(realDir, "site.yaml")));
  for (const [fileName, content] of Object.entries(portfolioOf(template, AT_SCALE_COUNT))) {
    const link: string | undefined = SHARED_PROTOTYPES[fileName.replace(/\.mdx$/, "") as keyof typeof SHARED_PROTOTYPES];
    writeFileSync(path.join(contentDir, "case-studies", fileName), link ? withSharedPrototype(content, link) : content);
  }
  writePrivateWork(contentDir);
}

/** Writes the content and builds the site's pages into .tmp/at-scale/build; the real build's server serves them. */
export function buildAtScaleSite(): void {
  rmSync(AT_SCALE_DIR, { recursive: true, force: true });
  const contentDir = path.join(AT_SCALE_DIR, "content");
  const publicDir = path.join(AT_SCALE_DIR, "public");
  writeContent(contentDir);
  cpSync(path.join(ROOT, "public"), publicDir, { recursive: true });
  writePrivatePrototype(publicDir);
  buildSiteBeside({ name: "at-scale", siteDir: AT_SCALE_DIR, contentDir, publicDir });
}

if (import.meta.url === `file://${process.argv[1]}`) buildAtScaleSite();
