import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { type PrivateManifest, privateDirOf, privateFilesDirOf, privateManifestFileOf } from "#server/access/private-output.ts";
import { readProtectedCaseStudies } from "#server/access/protected-case-studies.ts";
import { TEASER_TEXT } from "#src/features/private-work/private-teaser.tsx";
import { buildFixtureSite } from "../content/test-support/fixture-build.ts";

// docs/decisions/016-private-work.md: nothing only protected work uses stays in the public output.
const SENTENCE = "Quokka-lantern-9902 is written only in this protected body.";
const ALT = "Zeppelin-meadow-5120, the alt text of the only image this study shows";
// No other case study and no part of site.yaml names this image: it is the protected studies' alone.
const ONLY_THEIRS = "/images/case-studies/placeholder-cover.svg";
const protectedStudy = (slug: string, title: string, extra: string) => `---
slug: ${slug}
title: ${title}
summary: A summary a visitor without access may read, long enough to describe the page it stands for.
cover: ${ONLY_THEIRS}
coverAlt: ${ALT}
tags: [Nda Only Tag]
date: 2026-02-02
visibility: protected
${extra}---

## Problem

${SENTENCE}

![${ALT}](${ONLY_THEIRS})

## Approach

Careful.

## Outcome

Quiet.
`;
const { buildDir, clientDir } = buildFixtureSite("private", {
  "harbour-nda.mdx": protectedStudy("harbour-nda", "Harbour Under Agreement", ""),
  "silent-nda.mdx": protectedStudy("silent-nda", "Silent Under Agreement", "teaser: false\n"),
});

const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, encoding: "utf8" });
const secrets = ["harbour-nda", "silent-nda", "Harbour Under Agreement", "Silent Under Agreement", SENTENCE, ALT, "Nda Only Tag"];

test("no file left in the public output names protected work, its text, its image or its tag", () => {
  const naming = filesUnder(clientDir).filter((file) => {
    if (!/\.(html|js|data|xml|json|webmanifest|txt|css|svg|map)$/.test(file)) return false;
    const text = readFileSync(path.join(clientDir, file), "utf8");
    return secrets.some((secret) => text.includes(secret)) || text.includes("placeholder-cover");
  });
  expect(naming).toEqual([]);
  expect(filesUnder(clientDir).filter((file) => /harbour-nda|silent-nda|placeholder-cover/.test(file))).toEqual([]);
  expect(existsSync(path.join(clientDir, ONLY_THEIRS))).toBe(false);
});

test("the private output is its owner's alone: every folder 0700, every file 0600, under the usual umask", () => {
  const privateDir = privateDirOf(buildDir);
  const modeOf = (file: string) => (statSync(path.join(privateDir, file)).mode & 0o777).toString(8);
  const entries = ["", ...filesUnder(privateDir)];
  const modes = entries.map((file) => `${file || "private"}: ${modeOf(file)}`);
  const isFolder = (file: string) => statSync(path.join(privateDir, file)).isDirectory();
  expect(modes).toEqual(entries.map((file) => `${file || "private"}: ${isFolder(file) ? "700" : "600"}`));
  // Not only the manifest: the protected page and its image are among them.
  expect(entries).toEqual(expect.arrayContaining(["manifest.json", "files/case-studies/harbour-nda/index.html"]));
});

test("the moved files are listed with the case studies they serve; the page, its data, body, card and image", () => {
  const manifest = JSON.parse(readFileSync(privateManifestFileOf(buildDir), "utf8")) as PrivateManifest;
  expect(manifest.pages["/case-studies/harbour-nda"]).toEqual({
    slug: "harbour-nda",
    file: "case-studies/harbour-nda/index.html",
    teaserFile: "case-studies/_teaser-harbour-nda/index.html",
  });
  expect(manifest.pages["/case-studies/silent-nda"]).toEqual({ slug: "silent-nda", file: "case-studies/silent-nda/index.html" });
  expect(manifest.files[ONLY_THEIRS]?.sort()).toEqual(["harbour-nda", "silent-nda"]);
  for (const sitePath of ["/case-studies/harbour-nda.data", "/og/case-studies/harbour-nda.png"]) {
    expect(manifest.files[sitePath]).toEqual(["harbour-nda"]);
  }
  // The card a list shows to a visitor with access: the case study and its cover's size.
  expect(manifest.cards?.["harbour-nda"]?.caseStudy).toMatchObject({ slug: "harbour-nda", title: "Harbour Under Agreement" });
  expect(manifest.cards?.["harbour-nda"]?.images[ONLY_THEIRS]).toMatchObject({ width: expect.any(Number) });
  const bodies = Object.keys(manifest.files).filter((sitePath) => /^\/assets\/case-study-[\w-]+\.js$/.test(sitePath));
  expect(bodies).toHaveLength(2);
  const filesDir = privateFilesDirOf(buildDir);
  for (const sitePath of Object.keys(manifest.files)) expect(existsSync(path.join(filesDir, sitePath)), sitePath).toBe(true);
  const page = readFileSync(path.join(filesDir, "case-studies/harbour-nda/index.html"), "utf8");
  expect(page).toContain(SENTENCE);
  expect(page).toContain('<meta name="robots" content="noindex"/>');
  // docs/product.md#private-work: wherever private work is shown, a plain form locks it again.
  expect(page).toContain('action="/api/access/lock"');
  expect(page).toContain("Lock private work");
  expect(readProtectedCaseStudies(buildDir)).toEqual([
    { slug: "harbour-nda", title: "Harbour Under Agreement" },
    { slug: "silent-nda", title: "Silent Under Agreement" },
  ]);
});

test("the teaser holds the title, the summary and the password form, and nothing of the body; teaser: false has none", () => {
  const filesDir = privateFilesDirOf(buildDir);
  const teaser = readFileSync(path.join(filesDir, "case-studies/_teaser-harbour-nda/index.html"), "utf8");
  expect(teaser).toContain("Harbour Under Agreement");
  expect(teaser).toContain("A summary a visitor without access may read");
  expect(teaser).toContain(TEASER_TEXT);
  expect(teaser).toContain('action="/api/access/unlock"');
  for (const secret of [SENTENCE, ALT, "placeholder-cover", "/og/case-studies/harbour-nda"]) expect(teaser).not.toContain(secret);
  expect(existsSync(path.join(filesDir, "case-studies/_teaser-silent-nda"))).toBe(false);
});
