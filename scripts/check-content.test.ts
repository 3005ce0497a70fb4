import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";
import { DEFAULT_CONTENT_DIR } from "./content/load-content.ts";

const run = promisify(execFile);
const contentDir = mkdtempSync(path.join(tmpdir(), "check-content-"));
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

/** Runs the content step of `npm run check` on the fixture folder; resolves with its failure. */
function checkContent() {
  return run(process.execPath, ["--import", "tsx", "scripts/check-content.ts"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, CONTENT_DIR: contentDir },
  }).catch((error: { code: number; stderr: string }) => error);
}

test("npm run check's content step lists every problem of a broken content folder at once", async () => {
  mkdirSync(path.join(contentDir, "case-studies"));
  cpSync(path.join(DEFAULT_CONTENT_DIR, "site.yaml"), path.join(contentDir, "site.yaml"));
  const caseStudy = (slug: string, fields: string) =>
    `---\nslug: ${slug}\ntitle: ${slug}\ncover_alt: Cover\n${fields}---\n\nText.\n`;
  writeFileSync(
    path.join(contentDir, "case-studies/bad-date.mdx"),
    caseStudy(
      "bad-date",
      "summary: A summary long enough to describe the page in a search result.\ncover: /images/case-studies/recipient-cards-cover.svg\ndate: someday\n",
    ),
  );
  writeFileSync(
    path.join(contentDir, "case-studies/wrong-name.mdx"),
    caseStudy(
      "another-slug",
      "summary: A summary long enough to describe the page in a search result.\ncover: /images/case-studies/recipient-cards-cover.svg\ndate: 2025-01-01\n",
    ),
  );
  writeFileSync(
    path.join(contentDir, "case-studies/no-cover.mdx"),
    caseStudy("no-cover", "summary: Short.\ncover: /images/case-studies/nowhere.svg\ndate: 2025-01-01\ndraft: true\n"),
  );

  const failure = await checkContent();

  expect(failure).toMatchObject({ code: 1 });
  const { stderr } = failure as { stderr: string };
  expect(stderr).toContain("Content has 2 problems:");
  expect(stderr).toMatch(/bad-date\.mdx: field "date": expected a date written as YYYY-MM-DD/);
  expect(stderr).toMatch(/wrong-name\.mdx: field "slug": expected "wrong-name", the file's name/);
});

test("once the fields are right, it reports missing files and thin summaries, drafts included", async () => {
  rmSync(path.join(contentDir, "case-studies/bad-date.mdx"));
  rmSync(path.join(contentDir, "case-studies/wrong-name.mdx"));
  const failure = await checkContent();
  expect(failure).toMatchObject({ code: 1 });
  const { stderr } = failure as { stderr: string };
  expect(stderr).toContain("Content has 2 problems:");
  expect(stderr).toMatch(/no-cover\.mdx: field "cover": \/images\/case-studies\/nowhere\.svg does not exist/);
  expect(stderr).toMatch(/no-cover\.mdx: field "summary": expected at least 50 characters/);
});
