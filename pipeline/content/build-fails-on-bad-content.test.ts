import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
// A copy of the project, so this failing build never touches the real build/ folder.
const copy = mkdtempSync(path.join(tmpdir(), "portfolio-build-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

test("a broken frontmatter field stops the build with the file and the field named", { timeout: 120_000 }, () => {
  for (const entry of [
    "src",
    "pipeline",
    "server",
    "content",
    "public",
    "vite.config.ts",
    "react-router.config.ts",
    "tsconfig.json",
    "package.json",
  ]) {
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  const file = path.join(copy, "content/case-studies/broken-case-study.mdx");
  writeFileSync(
    file,
    "---\nslug: broken-case-study\ntitle: Broken\nsummary: A summary.\ncover: /images/cover.svg\ncoverAlt: Cover\ntags: [A]\ndate: 1st of July\n---\n\nText.\n",
  );

  const result = spawnSync(path.join(copy, "node_modules/.bin/react-router"), ["build"], { cwd: copy, encoding: "utf8" });

  expect(result.status).not.toBe(0);
  expect(`${result.stdout}\n${result.stderr}`).toContain(
    'content/case-studies/broken-case-study.mdx: field "date" (required): expected a date written as YYYY-MM-DD',
  );
});
