import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../load-content.ts";
import { makeContentDir } from "./make-content-dir.ts";

const root = path.resolve(import.meta.dirname, "../../..");
/** The sample's public case study, to build beside a fixture's own. */
export const PUBLIC_CASE_STUDY = "appointment-booking-recipient-cards";

export interface FixtureSite {
  contentDir: string;
  buildDir: string;
  clientDir: string;
  /** What the build printed, stdout then stderr; read it in a test, once the build has run. */
  output(): string;
}

/**
 * A whole `react-router build` of the real site.yaml, the sample's public case study and the given
 * files, once for the test file, beside the real build (CONTENT_DIR and BUILD_DIR, as
 * tests/test-support/at-scale-site.ts does) and inside the project, where the prerender finds node_modules.
 */
export function buildFixtureSite(name: string, caseStudies: Record<string, string>): FixtureSite {
  const publicFile = `${PUBLIC_CASE_STUDY}.mdx`;
  const contentDir = makeContentDir({
    [publicFile]: readFileSync(path.join(DEFAULT_CONTENT_DIR, "case-studies", publicFile), "utf8"),
    ...caseStudies,
  });
  mkdirSync(path.join(root, ".tmp"), { recursive: true });
  const buildDir = mkdtempSync(path.join(root, `.tmp/${name}-build-`));
  let output = "";
  beforeAll(() => {
    const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir },
    });
    output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(0);
  }, 240_000);
  afterAll(() => {
    rmSync(contentDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  });
  return { contentDir, buildDir, clientDir: path.join(buildDir, "client"), output: () => output };
}
