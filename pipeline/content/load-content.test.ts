import { rmSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { ContentError } from "./content-error.ts";
import { loadContent } from "./load-content.ts";
import { makeContentDir as makeTemporaryContentDir } from "./test-support/make-content-dir.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function makeContentDir(caseStudies: Record<string, string>): string {
  const dir = makeTemporaryContentDir(caseStudies);
  made.push(dir);
  return dir;
}

function makeCaseStudy({ slug = "first", date = "2024-01-01", extra = "" } = {}): string {
  return `---\nslug: ${slug}\ntitle: Title of ${slug}\nsummary: Summary of ${slug}.\ncover: /images/cover.svg\ncoverAlt: Cover\ntags: [One, Two]\ndate: ${date}\n${extra}---\n\n## Problem\n\nText.\n`;
}

function problemsIn(dir: string): string[] {
  try {
    loadContent(dir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

test("reads the real content: the one case study of the spec", () => {
  const { site, caseStudies } = loadContent();
  expect(site.quotes).toHaveLength(3);
  expect(caseStudies.map(({ caseStudy }) => caseStudy)).toEqual([
    expect.objectContaining({
      slug: "appointment-booking-recipient-cards",
      date: "2024-07-01",
      tags: ["Product Design", "Prototyping", "Healthcare", "UX Research"],
    }),
  ]);
});

test("lists case studies newest first", () => {
  const dir = makeContentDir({
    "older.mdx": makeCaseStudy({ slug: "older", date: "2023-05-01" }),
    "newer.mdx": makeCaseStudy({ slug: "newer", date: "2024-05-01" }),
  });
  expect(loadContent(dir).caseStudies.map(({ caseStudy }) => caseStudy.slug)).toEqual(["newer", "older"]);
});

test("names the file and the field of a broken frontmatter", () => {
  const dir = makeContentDir({
    "broken.mdx": makeCaseStudy({ slug: "broken", extra: "tags: Design\n" }).replace("tags: [One, Two]\n", ""),
  });
  expect(problemsIn(dir)).toEqual([expect.stringMatching(/case-studies\/broken\.mdx: field "tags": expected a list of tags$/)]);
});

test("requires the slug to equal the file name", () => {
  const dir = makeContentDir({ "file-name.mdx": makeCaseStudy({ slug: "other-name" }) });
  expect(problemsIn(dir)).toEqual([expect.stringContaining('file-name.mdx: field "slug": expected "file-name"')]);
});

test("reports problems in several files at once", () => {
  const dir = makeContentDir({
    "a.mdx": makeCaseStudy({ slug: "a", date: "someday" }),
    "b.mdx": "---\ntitle: [unclosed\n---\n",
  });
  const problems = problemsIn(dir);
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(/a\.mdx: field "date": expected a date written as YYYY-MM-DD/);
  expect(problems[1]).toMatch(/b\.mdx: frontmatter is not valid YAML/);
});

test("leaves drafts out unless asked for them (the dev server asks)", () => {
  const dir = makeContentDir({
    "published.mdx": makeCaseStudy({ slug: "published" }),
    "unfinished.mdx": makeCaseStudy({ slug: "unfinished", extra: "draft: true\n" }),
  });
  expect(loadContent(dir).caseStudies.map(({ caseStudy }) => caseStudy.slug)).toEqual(["published"]);
  const withDrafts = loadContent(dir, { includeDrafts: true }).caseStudies.map(({ caseStudy }) => [
    caseStudy.slug,
    caseStudy.isDraft,
  ]);
  expect(withDrafts).toEqual([
    ["published", false],
    ["unfinished", true],
  ]);
});

test("reads visibility, public by default; an unknown value is refused with file and field", () => {
  const dir = makeContentDir({
    "plain.mdx": makeCaseStudy({ slug: "plain", date: "2024-01-02" }),
    "quiet.mdx": makeCaseStudy({ slug: "quiet", extra: "visibility: unlisted\n" }),
  });
  expect(
    loadContent(dir).caseStudies.map(({ caseStudy }) => [caseStudy.slug, caseStudy.visibility, caseStudy.hasTeaser]),
  ).toEqual([
    ["plain", "public", true],
    ["quiet", "unlisted", true],
  ]);
  const wrong = makeContentDir({ "secret.mdx": makeCaseStudy({ slug: "secret", extra: "visibility: secret\n" }) });
  expect(problemsIn(wrong)).toEqual([
    expect.stringMatching(/secret\.mdx: field "visibility": expected public, unlisted or protected$/),
  ]);
});

test("reads protected work and whether its address shows a teaser", () => {
  const dir = makeContentDir({
    "nda.mdx": makeCaseStudy({ slug: "nda", extra: "visibility: protected\nteaser: false\n" }),
    "open-teaser.mdx": makeCaseStudy({ slug: "open-teaser", date: "2024-01-02", extra: "visibility: protected\n" }),
  });
  expect(
    loadContent(dir).caseStudies.map(({ caseStudy }) => [caseStudy.slug, caseStudy.visibility, caseStudy.hasTeaser]),
  ).toEqual([
    ["open-teaser", "protected", true],
    ["nda", "protected", false],
  ]);
});

test("a draft is still checked: its mistakes are reported", () => {
  const dir = makeContentDir({ "unfinished.mdx": makeCaseStudy({ slug: "unfinished", date: "soon", extra: "draft: true\n" }) });
  expect(problemsIn(dir)).toEqual([expect.stringContaining('unfinished.mdx: field "date"')]);
});

test("production builds prerender no draft", async () => {
  const dir = makeContentDir({
    "published.mdx": makeCaseStudy({ slug: "published" }),
    "unfinished.mdx": makeCaseStudy({ slug: "unfinished", extra: "draft: true\n" }),
  });
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    const { default: config } = await import("#root/react-router.config.ts");
    const paths = typeof config.prerender === "function" ? await config.prerender() : [];
    expect(paths).toContain("/case-studies/published");
    expect(paths).not.toContain("/case-studies/unfinished");
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
});

test("a block in the body with a mistake stops the build with the file's own line", () => {
  const text = `${makeCaseStudy({ slug: "gallery" })}\n<Gallery>\n![One image only](/images/a.png)\n</Gallery>\n`;
  const dir = makeContentDir({ "gallery.mdx": text });
  const line = text.split("\n").indexOf("<Gallery>") + 1;
  expect(problemsIn(dir)).toEqual([
    `${path.relative(process.cwd(), path.join(dir, "case-studies/gallery.mdx"))}: line ${line}: <Gallery>: expected 2 to 12 images, found 1`,
  ]);
});
