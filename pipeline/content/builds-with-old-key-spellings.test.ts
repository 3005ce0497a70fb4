import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { makeContentDir } from "./test-support/make-content-dir.ts";

const root = path.resolve(import.meta.dirname, "../..");
const fixture = path.join(import.meta.dirname, "test-support/fixtures/old-key-spellings.mdx");
// Built beside the real site (CONTENT_DIR and BUILD_DIR, as tests/support/at-scale-site.ts does), never over it;
// inside the project, where the prerendered server finds node_modules.
const contentDir = makeContentDir({});
mkdirSync(path.join(root, ".tmp"), { recursive: true });
const buildDir = mkdtempSync(path.join(root, ".tmp/old-key-spellings-build-"));
afterAll(() => {
  rmSync(contentDir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});

test("a case study with the old key spellings builds, the build printing one warning per old key", { timeout: 180_000 }, () => {
  cpSync(fixture, path.join(contentDir, "case-studies/old-key-spellings.mdx"));

  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir },
  });

  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output).toBe(0);
  const warnings = output.split("\n").filter((line) => line.includes("(the old spelling still works)"));
  const file = path.relative(root, path.join(contentDir, "case-studies/old-key-spellings.mdx"));
  expect(warnings).toEqual([
    `${file}: cover_alt is now coverAlt (the old spelling still works)`,
    `${file}: problem_image is now problemImage (the old spelling still works)`,
    `${file}: problem_image_alt is now problemImageAlt (the old spelling still works)`,
    `${file}: prototypeFile is now prototype.file (the old spelling still works)`,
    `${file}: prototypeTitle is now prototype.title (the old spelling still works)`,
  ]);
  // The old keys' values reach the page: the problem image's alt text and the prototype's title.
  const page = path.join(buildDir, "client/case-studies/old-key-spellings/index.html");
  expect(existsSync(page)).toBe(true);
  const html = readFileSync(page, "utf8");
  expect(html).toContain("The old booking form, a single long column");
  expect(html).toContain("Appointment booking with recipient cards");
});
