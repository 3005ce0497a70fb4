import { rmSync, writeFileSync } from "node:fs";
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
  expect(problemsIn(dir)).toEqual([
    expect.stringMatching(/case-studies\/broken\.mdx: field "tags" \(optional\): expected a list of tags$/),
  ]);
});

test("requires the slug to equal the file name", () => {
  const dir = makeContentDir({ "file-name.mdx": makeCaseStudy({ slug: "other-name" }) });
  expect(problemsIn(dir)).toEqual([expect.stringContaining('file-name.mdx: field "slug" (required): expected "file-name"')]);
});

test("reports problems in several files at once", () => {
  const dir = makeContentDir({
    "a.mdx": makeCaseStudy({ slug: "a", date: "someday" }),
    "b.mdx": "---\ntitle: [unclosed\n---\n",
  });
  const problems = problemsIn(dir);
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(/a\.mdx: field "date" \(required\): expected a date written as YYYY-MM-DD/);
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
    expect.stringMatching(/secret\.mdx: field "visibility" \(optional\): expected public, unlisted or protected$/),
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

/** A content folder whose site.yaml is `yaml`, with one good case study. */
function makeSiteDir(yaml: string): string {
  const dir = makeContentDir({ "first.mdx": makeCaseStudy() });
  writeFileSync(path.join(dir, "site.yaml"), yaml);
  return dir;
}

const MINIMAL_SITE = `name: Zoë Ångström
url: https://zoe.example
description: Zoë designs services.
greeting: Hej!
role: Service designer
avatar: { src: /images/zoe.svg, alt: Zoë }
biography: [I design services.]
`;

test("site.yaml needs only the owner's identity: no links, quotes, employer line or prototype", () => {
  const { site } = loadContent(makeSiteDir(MINIMAL_SITE));
  expect(site).toMatchObject({ name: "Zoë Ångström", links: [], quotes: [] });
  expect(site).not.toHaveProperty("employer");
  expect(site).not.toHaveProperty("prototype");
});

test("each problem in site.yaml says whether the field is required or optional", () => {
  const withoutName = MINIMAL_SITE.replace("name: Zoë Ångström\n", "");
  const problems = problemsIn(makeSiteDir(`${withoutName}employer: 42\nlinks:\n  - label: Git\n    href: github.com/zoe\n`));
  expect(problems).toEqual([
    expect.stringMatching(/site\.yaml: field "name" \(required\): expected the owner's name as text$/),
    expect.stringMatching(/site\.yaml: field "employer" \(optional\): expected the current employer line as text$/),
    expect.stringMatching(/site\.yaml: field "links\[0\]\.href" \(required\): expected a link: an http\(s\) URL/),
  ]);
});

test("the old map of four links still builds, as a list in the old order, with one warning line", () => {
  const old = `${MINIMAL_SITE}links:\n  git: https://github.com/zoe\n  email: mailto:zoe@example.com\n`;
  const { site, warnings } = loadContent(makeSiteDir(old));
  expect(site.links).toEqual([
    { label: "Email", href: "mailto:zoe@example.com", service: "email" },
    { label: "Git", href: "https://github.com/zoe", service: "github" },
  ]);
  expect(warnings).toEqual([expect.stringMatching(/site\.yaml: links is now a list of label and href/)]);
});
