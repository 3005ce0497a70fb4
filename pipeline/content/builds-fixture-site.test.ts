import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { buildFixtureSite, PUBLIC_CASE_STUDY } from "./test-support/fixture-build.ts";
import { OLD_KEYS_FIXTURE_FILE, oldKeyWarningsOf } from "./test-support/old-key-fixture.ts";

// Two things only a whole build shows, on one build of a fixture site (a build takes some 20 s on CI
// whatever the fixture holds, so they share it): an unlisted case study named nowhere but at its own
// address, and a case study in the old key spellings. Neither names what the other's tests look for.
const root = path.resolve(import.meta.dirname, "../..");
const SLUG = "quiet-harbour-study";
const TITLE = "A Quiet Harbour Study";
const SENTENCE = "Marmalade-otter-4417 is the sentence only this body holds.";
// No other case study and no part of site.yaml uses this image, so it is the unlisted study's alone.
const ONLY_ITS_IMAGE = "/images/case-studies/placeholder-cover.svg";
const UNLISTED = `---
slug: ${SLUG}
title: ${TITLE}
summary: A study shared only with the people given its address, to check that nothing else names it.
cover: ${ONLY_ITS_IMAGE}
coverAlt: A placeholder cover
tags: [Harbour Only Tag]
date: 2026-01-01
visibility: unlisted
---

## Problem

${SENTENCE}

## Approach

Careful.

## Outcome

Quiet.
`;
const OLD_KEYS = "old-key-spellings";
const site = buildFixtureSite("fixture-site", {
  [`${SLUG}.mdx`]: UNLISTED,
  [`${OLD_KEYS}.mdx`]: readFileSync(OLD_KEYS_FIXTURE_FILE, "utf8"),
});
const { clientDir } = site;

// docs/product.md#private-work: an unlisted case study answers at its address and is named nowhere else.
describe("an unlisted case study", () => {
  /** Every text file the build wrote for the browser (the .br and .gz copies say the same). */
  function textFiles(): string[] {
    return readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) =>
      /\.(html|js|data|xml|json|webmanifest|txt|css|svg)$/.test(file),
    );
  }

  test("its own page holds its body, asks not to be indexed, and its body's chunk is the one script that names it", () => {
    const pageFiles = [`case-studies/${SLUG}/index.html`, `case-studies/${SLUG}.data`];
    const naming = textFiles().filter((file) => {
      const text = readFileSync(path.join(clientDir, file), "utf8");
      return [SLUG, TITLE, SENTENCE, ONLY_ITS_IMAGE, "Harbour Only Tag"].some((name) => text.includes(name));
    });
    const scripts = naming.filter((file) => file.endsWith(".js"));
    expect(naming.sort()).toEqual([...pageFiles, ...scripts].sort());
    // The one script is its body: it holds the sentence, and no page but its own loads it.
    expect(scripts).toHaveLength(1);
    expect(readFileSync(path.join(clientDir, scripts[0] ?? ""), "utf8")).toContain(SENTENCE.split(" ")[0]);
    const page = readFileSync(path.join(clientDir, pageFiles[0] ?? ""), "utf8");
    expect(page).toContain(SENTENCE);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    // Its own tag has no page (only listed work makes one): shown, not linked.
    expect(page).toContain("Harbour Only Tag");
    expect(page).not.toContain('href="/case-studies/tags/harbour-only-tag"');
  });

  // The test above finds the unlisted study named in no other page (older and newer links included) and no other file.
  test("the public case study is listed, in the sitemap and on its tags' pages as before; the unlisted one's tag has no page", () => {
    const list = readFileSync(path.join(clientDir, "case-studies/index.html"), "utf8");
    // The old spellings' study has the same title: the link tells the public one apart.
    expect(list).toContain("Sending forms to everyone around a patient, in one booking");
    expect(list).toContain(`href="/case-studies/${PUBLIC_CASE_STUDY}"`);
    const sitemap = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
    expect(sitemap).toContain("/case-studies/appointment-booking-recipient-cards");
    expect(sitemap).not.toContain(SLUG);
    expect(readdirSync(path.join(clientDir, "case-studies/tags"))).not.toContain("harbour-only-tag");
  });

  test("each case study's route data names its own body's chunk", () => {
    const bodyOf = (slug: string) => {
      const data = readFileSync(path.join(clientDir, `case-studies/${slug}.data`), "utf8");
      const bodyUrl = data.match(/"bodyUrl","([^"]+)"/)?.[1] ?? "";
      return readFileSync(path.join(clientDir, bodyUrl), "utf8");
    };
    expect(bodyOf(SLUG)).toContain(SENTENCE.split(" ")[0]);
    const publicBody = bodyOf(PUBLIC_CASE_STUDY);
    expect(publicBody).toContain("Before a first appointment in child and family services");
    expect(publicBody).not.toContain(SENTENCE.split(" ")[0]);
  });
});

describe("a case study with the old key spellings", () => {
  test("builds, the build printing one warning per old key", () => {
    const warnings = site
      .output()
      .split("\n")
      .filter((line) => line.includes("(the old spelling still works)"));
    expect(warnings).toEqual(oldKeyWarningsOf(path.relative(root, path.join(site.contentDir, `case-studies/${OLD_KEYS}.mdx`))));
  });

  test("the old keys' values reach the page: the problem image's alt text and the prototype's title", () => {
    const page = path.join(clientDir, `case-studies/${OLD_KEYS}/index.html`);
    expect(existsSync(page)).toBe(true);
    const html = readFileSync(page, "utf8");
    expect(html).toContain("The old booking form, a single long column");
    expect(html).toContain("Appointment booking with recipient cards");
  });
});
