import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { makeContentDir } from "./test-support/make-content-dir.ts";
import { OLD_KEYS_FIXTURE_FILE, oldKeyWarningsOf } from "./test-support/old-key-fixture.ts";

const root = path.resolve(import.meta.dirname, "../..");
// Built beside the real site (CONTENT_DIR and BUILD_DIR, as tests/test-support/at-scale-site.ts does), never over it;
// inside the project, where the prerendered server finds node_modules.
const contentDir = makeContentDir({});
mkdirSync(path.join(root, ".tmp"), { recursive: true });
const buildDir = mkdtempSync(path.join(root, ".tmp/old-key-spellings-build-"));
afterAll(() => {
  rmSync(contentDir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});

test("a case study with the old key spellings builds, the build printing one warning per old key", { timeout: 180_000 }, () => {
  cpSync(OLD_KEYS_FIXTURE_FILE, path.join(contentDir, "case-studies/old-key-spellings.mdx"));

  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir },
  });

  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output).toBe(0);
  const warnings = output.split("\n").filter((line) => line.includes("(the old spelling still works)"));
  const file = path.relative(root, path.join(contentDir, "case-studies/old-key-spellings.mdx"));
  expect(warnings).toEqual(oldKeyWarningsOf(file));
  // The old keys' values reach the page: the problem image's alt text and the prototype's title.
  const page = path.join(buildDir, "client/case-studies/old-key-spellings/index.html");
  expect(existsSync(page)).toBe(true);
  const html = readFileSync(page, "utf8");
  expect(html).toContain("The old booking form, a single long column");
  expect(html).toContain("Appointment booking with recipient cards");
});
