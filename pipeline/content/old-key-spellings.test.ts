import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { ContentError } from "./content-error.ts";
import { loadContent } from "./load-content.ts";
import { makeContentDir } from "./test-support/make-content-dir.ts";
import { OLD_KEYS_FIXTURE_FILE, oldKeyWarningsOf } from "./test-support/old-key-fixture.ts";

const OLD_KEYS_FIXTURE = readFileSync(OLD_KEYS_FIXTURE_FILE, "utf8");

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function contentDirWith(caseStudies: Record<string, string>): string {
  const dir = makeContentDir(caseStudies);
  made.push(dir);
  return dir;
}

test("a case study with the old spellings reads as the same case study, with one warning per old key", () => {
  const dir = contentDirWith({ "old-key-spellings.mdx": OLD_KEYS_FIXTURE });
  const file = path.relative(process.cwd(), path.join(dir, "case-studies/old-key-spellings.mdx"));

  const { caseStudies, warnings } = loadContent(dir);

  const [real] = loadContent().caseStudies;
  expect(caseStudies[0]?.caseStudy).toEqual({ ...real?.caseStudy, slug: "old-key-spellings" });
  expect(warnings).toEqual(oldKeyWarningsOf(file));
});

test("the new spellings read without a warning", () => {
  expect(loadContent().warnings).toEqual([]);
});

test("a key written both ways is an error naming both spellings", () => {
  const both = OLD_KEYS_FIXTURE.replace(/^cover_alt: .*$/m, "$&\ncoverAlt: The same cover, spelt anew").replace(
    /^prototype:\n/m,
    "$&  title: The same title, spelt anew\n",
  );
  const dir = contentDirWith({ "old-key-spellings.mdx": both });

  let problems: string[] = [];
  try {
    loadContent(dir);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems = error.problems;
  }

  expect(problems).toEqual([
    expect.stringMatching(
      /old-key-spellings\.mdx: cover_alt and coverAlt are the same field; keep coverAlt and remove cover_alt$/,
    ),
    expect.stringMatching(
      /old-key-spellings\.mdx: prototypeTitle and prototype\.title are the same field; keep prototype\.title and remove prototypeTitle$/,
    ),
  ]);
});
