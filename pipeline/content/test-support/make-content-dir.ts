import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_CONTENT_DIR } from "../load-content.ts";

/** A temporary content folder with the real site.yaml and the given case-study files; the caller removes it. */
export function makeContentDir(caseStudies: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  mkdirSync(path.join(dir, "case-studies"));
  writeFileSync(path.join(dir, "site.yaml"), readFileSync(path.join(DEFAULT_CONTENT_DIR, "site.yaml")));
  for (const [name, text] of Object.entries(caseStudies)) writeFileSync(path.join(dir, "case-studies", name), text);
  return dir;
}
