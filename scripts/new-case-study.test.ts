import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";
import { caseStudyTemplate, slugFromTitle } from "#pipeline/content/case-study-template.ts";
import { checkReferences } from "#pipeline/content/check-references.ts";
import { DEFAULT_CONTENT_DIR, loadContent } from "#pipeline/content/load-content.ts";
import { readAnchors } from "./link-check/read-markdown.ts";

const run = promisify(execFile);
const contentDir = mkdtempSync(path.join(tmpdir(), "new-case-study-"));
cpSync(path.join(DEFAULT_CONTENT_DIR, "site.yaml"), path.join(contentDir, "site.yaml"));
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

function newCaseStudy(title: string) {
  return run(process.execPath, ["--import", "tsx", "scripts/new-case-study.ts", title], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, CONTENT_DIR: contentDir },
  });
}

test("makes a slug from the title", () => {
  expect(slugFromTitle("Café Menus, Redesigned (2025)!")).toBe("cafe-menus-redesigned-2025");
  expect(slugFromTitle("  ---  ")).toBe("");
});

test("writes a valid draft with every field and one block of each kind, dated today", async () => {
  const { stdout } = await newCaseStudy("Faster Triage for Nurses");
  expect(stdout).toContain("faster-triage-for-nurses.mdx (a draft)");
  const text = readFileSync(path.join(contentDir, "case-studies/faster-triage-for-nurses.mdx"), "utf8");
  for (const field of [
    "slug:",
    "title:",
    "summary:",
    "cover:",
    "coverAlt:",
    "tags: []",
    "date:",
    "problemImage:",
    "file: faster-triage-for-nurses",
    "links:",
    "featured: false",
    "draft: true",
    "visibility: public",
  ]) {
    expect(text).toContain(field);
  }
  for (const block of ["## Problem", "## Approach", "## Outcome", "![", "<Quote author="]) expect(text).toContain(block);

  const [source] = loadContent(contentDir, { includeDrafts: true }).caseStudies;
  expect(source?.caseStudy).toMatchObject({
    slug: "faster-triage-for-nurses",
    title: "Faster Triage for Nurses",
    tags: [],
    isDraft: true,
    date: new Date().toLocaleDateString("en-CA"),
  });
});

test("points to the one table of field rules, by links that lead somewhere", () => {
  const root = path.resolve(import.meta.dirname, "..");
  const template = caseStudyTemplate({ title: "T", slug: "t", date: "2026-01-01" });
  const links = [...template.matchAll(/(?:docs|content)\/[\w/-]+\.md(?:#[\w-]+)?/g)].map(([link]) => link);
  expect(links).toContain("docs/product.md#case-study-fields");
  for (const link of links) {
    const [file = "", anchor] = link.split("#");
    const anchors = readAnchors(readFileSync(path.join(root, file), "utf8"));
    if (anchor) expect(anchors, link).toContain(anchor);
  }
});

test("refuses to overwrite an existing case study", async () => {
  await newCaseStudy("Twice");
  const failure = await newCaseStudy("Twice").catch((error: { code: number; stderr: string }) => error);
  expect(failure).toMatchObject({ code: 1 });
  expect((failure as { stderr: string }).stderr).toContain("twice.mdx already exists");
});

test("puts the placeholder cover back into a public folder that no longer has the sample's", async () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), "new-case-study-public-"));
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/new-case-study.ts", "A study of my own"], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: { ...process.env, CONTENT_DIR: contentDir, PUBLIC_DIR: publicDir },
    });
    expect(stdout).toContain("placeholder-cover.svg, the placeholder cover it shows until you give it its own.");
    const written = readFileSync(path.join(publicDir, "images/case-studies/placeholder-cover.svg"), "utf8");
    expect(written).toBe(
      readFileSync(path.resolve(import.meta.dirname, "../public/images/case-studies/placeholder-cover.svg"), "utf8"),
    );
    // The new draft names no file that is missing there (site.yaml's, the sample's, are another matter).
    const problems = checkReferences(loadContent(contentDir, { includeDrafts: true }), contentDir, publicDir);
    expect(problems.filter((problem) => problem.includes("a-study-of-my-own.mdx"))).toEqual([]);
  } finally {
    rmSync(publicDir, { recursive: true, force: true });
  }
});
