import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { DEFAULT_CONTENT_DIR } from "#pipeline/content/load-content.ts";
import { OLD_KEYS_FIXTURE_FILE } from "#pipeline/content/test-support/old-key-fixture.ts";

const run = promisify(execFile);
const contentDir = mkdtempSync(path.join(tmpdir(), "check-content-"));
const oldKeysDir = mkdtempSync(path.join(tmpdir(), "check-content-old-keys-"));
afterAll(() => {
  rmSync(contentDir, { recursive: true, force: true });
  rmSync(oldKeysDir, { recursive: true, force: true });
});

/** Runs the content step of `npm run check` on a fixture folder; resolves with its output or its failure. */
function checkContent(dir = contentDir, env: NodeJS.ProcessEnv = {}) {
  return run(process.execPath, ["--import", "tsx", "scripts/check-content.ts"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, CONTENT_DIR: dir, ...env },
  }).catch((error: { code: number; stderr: string }) => error);
}

test("npm run check's content step lists every field problem and every missing file of every case study at once", async () => {
  mkdirSync(path.join(contentDir, "case-studies"));
  cpSync(path.join(DEFAULT_CONTENT_DIR, "site.yaml"), path.join(contentDir, "site.yaml"));
  const caseStudy = (slug: string, fields: string) =>
    `---\nslug: ${slug}\ntitle: ${slug}\ncoverAlt: Cover\n${fields}---\n\nText.\n`;
  const summary = "summary: A summary long enough to describe the page in a search result.\n";
  // A bad date beside a missing cover: the date must not hide the cover.
  writeFileSync(
    path.join(contentDir, "case-studies/bad-date.mdx"),
    caseStudy("bad-date", `${summary}cover: /images/case-studies/missing-cover.svg\ndate: someday\n`),
  );
  writeFileSync(
    path.join(contentDir, "case-studies/wrong-name.mdx"),
    caseStudy(
      "another-slug",
      `${summary}cover: /images/case-studies/recipient-cards-cover.svg\ndate: 2025-01-01\nprototype:\n  file: gone\n`,
    ),
  );
  writeFileSync(
    path.join(contentDir, "case-studies/no-cover.mdx"),
    caseStudy("no-cover", "summary: Short.\ncover: /images/case-studies/nowhere.svg\ndate: 2025-01-01\ndraft: true\n"),
  );

  const failure = await checkContent();

  expect(failure).toMatchObject({ code: 1 });
  const problems = (failure as { stderr: string }).stderr.split("\n").filter((line) => line.startsWith("  - "));
  expect(problems).toEqual([
    expect.stringMatching(/bad-date\.mdx: field "date" \(required\): expected a date written as YYYY-MM-DD$/),
    expect.stringMatching(/wrong-name\.mdx: field "slug" \(required\): expected "wrong-name", the file's name$/),
    expect.stringMatching(/no-cover\.mdx: field "cover" \(required\): \/images\/case-studies\/nowhere\.svg does not exist/),
    expect.stringMatching(/bad-date\.mdx: field "cover" \(required\): \/images\/case-studies\/missing-cover\.svg does not exist/),
    expect.stringMatching(/wrong-name\.mdx: field "prototype.file" \(optional\): \/prototypes\/gone\.html does not exist/),
    expect.stringMatching(/no-cover\.mdx: field "summary" \(required\): expected at least 50 characters/),
  ]);
  expect((failure as { stderr: string }).stderr).toContain(`Content has ${problems.length} problems:`);
});

test("npm run check lists each old key spelling as a warning and still passes", async () => {
  mkdirSync(path.join(oldKeysDir, "case-studies"));
  cpSync(path.join(DEFAULT_CONTENT_DIR, "site.yaml"), path.join(oldKeysDir, "site.yaml"));
  writeFileSync(path.join(oldKeysDir, "case-studies/old-key-spellings.mdx"), readFileSync(OLD_KEYS_FIXTURE_FILE));

  const output = (await checkContent(oldKeysDir)) as { code?: number; stdout: string; stderr: string };

  expect(output.code).toBeUndefined();
  expect(output.stdout).toContain("Content is valid: site.yaml and 1 case study.");
  expect(output.stderr).toContain("Content has 5 old key spellings:");
  expect(output.stderr.split("\n").filter((line) => line.startsWith("  - "))).toEqual([
    expect.stringMatching(/old-key-spellings\.mdx: cover_alt is now coverAlt \(the old spelling still works\)$/),
    expect.stringMatching(/old-key-spellings\.mdx: problem_image is now problemImage \(the old spelling still works\)$/),
    expect.stringMatching(/old-key-spellings\.mdx: problem_image_alt is now problemImageAlt \(the old spelling still works\)$/),
    expect.stringMatching(/old-key-spellings\.mdx: prototypeFile is now prototype\.file \(the old spelling still works\)$/),
    expect.stringMatching(/old-key-spellings\.mdx: prototypeTitle is now prototype\.title \(the old spelling still works\)$/),
  ]);
});

test("npm run check names each file a protected case study shares with public work, which stays public", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "check-content-protected-"));
  try {
    mkdirSync(path.join(dir, "case-studies"));
    cpSync(path.join(DEFAULT_CONTENT_DIR, "site.yaml"), path.join(dir, "site.yaml"));
    // The avatar is site.yaml's; the placeholder cover no one else shows.
    const frontmatter = `slug: nda\ntitle: Under agreement\nsummary: A summary long enough to describe the page in a search result.\ncover: /images/avatar.svg\ncoverAlt: Cover\ndate: 2026-01-01\nvisibility: protected\n`;
    const body = "![The placeholder](/images/case-studies/placeholder-cover.svg)\n";
    writeFileSync(path.join(dir, "case-studies/nda.mdx"), `---\n${frontmatter}---\n\n## Problem\n\n${body}`);

    const output = (await checkContent(dir)) as { code?: number; stdout: string; stderr: string };

    expect(output.code).toBeUndefined();
    expect(output.stderr.split("\n").filter(Boolean)).toEqual([
      expect.stringMatching(/nda\.mdx: \/images\/avatar\.svg stays public, since public work or site\.yaml shows it too/),
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("npm run check passes on the sample content, without a warning", async () => {
  const output = (await checkContent(DEFAULT_CONTENT_DIR)) as { code?: number; stdout: string; stderr: string };

  expect(output.code).toBeUndefined();
  expect(output.stdout).toContain("Content is valid: site.yaml and 1 case study.");
  expect(output.stderr).toBe("");
});

test("npm run check warns of a soft cover and an image over 10 MB, naming the fix, and still passes", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "check-content-images-"));
  try {
    const publicDir = path.join(dir, "public");
    cpSync(path.resolve(DEFAULT_CONTENT_DIR, "../public"), publicDir, { recursive: true });
    await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#3a6ea5" } })
      .png()
      .toFile(path.join(publicDir, "images/case-studies/soft-cover.png"));
    // Noise does not compress: 2000 x 1700 pixels of it, stored uncompressed, make a PNG over 10 MB.
    await sharp(randomBytes(2000 * 1700 * 3), { raw: { width: 2000, height: 1700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toFile(path.join(publicDir, "images/case-studies/photo.png"));
    const content = path.join(dir, "content");
    mkdirSync(path.join(content, "case-studies"), { recursive: true });
    cpSync(path.join(DEFAULT_CONTENT_DIR, "site.yaml"), path.join(content, "site.yaml"));
    const frontmatter = `slug: soft\ntitle: Soft\nsummary: A summary long enough to describe the page in a search result.\ncover: /images/case-studies/soft-cover.png\ncoverAlt: Cover\ndate: 2026-01-01\n`;
    const body = "## Problem\n\n![A photo of the ward](/images/case-studies/photo.png)\n";
    writeFileSync(path.join(content, "case-studies/soft.mdx"), `---\n${frontmatter}---\n\n${body}`);

    const output = (await checkContent(content, { PUBLIC_DIR: publicDir })) as { code?: number; stdout: string; stderr: string };

    expect(output.code).toBeUndefined();
    expect(output.stdout).toContain("Content is valid: site.yaml and 1 case study.");
    const file = path.relative(path.resolve(import.meta.dirname, ".."), path.join(content, "case-studies/soft.mdx"));
    expect(output.stderr.split("\n").filter(Boolean)).toEqual([
      "Content has 2 image warnings:",
      `  - ${file}: field "cover": /images/case-studies/soft-cover.png is 1200 px wide, but it is shown up to 736 px wide, which takes 1472 px on a 2x screen: export it at least 1472 px wide`,
      `  - ${file}: line 12: image: /images/case-studies/photo.png is 10.2 MB, over 10 MB: export it as JPEG at quality about 80, or resize it to 1472 px wide`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
