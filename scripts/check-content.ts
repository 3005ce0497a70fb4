// `npm run check`, first step: validates content/ without building and prints every problem at once.
import { rootNamesInPrivatePrototypes, sharedFilesOfProtectedWork } from "#pipeline/content/case-study-files.ts";
import { checkImageFiles } from "#pipeline/content/check-image-files.ts";
import { checkReferences } from "#pipeline/content/check-references.ts";
import { checkSummaries } from "#pipeline/content/check-summaries.ts";
import { resolveContentDir, resolvePublicDir } from "#pipeline/content/content-dir.ts";
import { ContentError } from "#pipeline/content/content-error.ts";
import { readContent } from "#pipeline/content/load-content.ts";
import { shownImagesOf } from "#pipeline/content/shown-images.ts";

const contentDir = resolveContentDir();
const publicDir = resolvePublicDir();
// Drafts too: they are content that will ship one day. Read as far as it goes, so one wrong field
// hides neither the other files' problems nor the missing files this one names.
const {
  site,
  caseStudies,
  flawedCaseStudies,
  problems: fieldProblems,
  warnings,
} = readContent(contentDir, { includeDrafts: true });
const summaries = checkSummaries({ caseStudies });
const problems = [
  ...fieldProblems,
  ...checkReferences({ site, caseStudies }, contentDir, publicDir, flawedCaseStudies),
  ...summaries.problems,
];
if (problems.length === 0) {
  console.log(`Content is valid: site.yaml and ${caseStudies.length} case stud${caseStudies.length === 1 ? "y" : "ies"}.`);
  for (const { file, description } of summaries.descriptions) console.log(`  ${file}\n    description: ${description}`);
}
// docs/product.md#private-work: a file public work also shows cannot be kept private; the owner may not expect that.
if (site) {
  for (const line of sharedFilesOfProtectedWork({ site, caseStudies })) console.warn(line);
  for (const line of rootNamesInPrivatePrototypes({ site, caseStudies })) console.warn(line);
}
/** Warnings, not failures: 'Content has 2 image warnings:' and a line each. */
function warnOf(kind: string, lines: readonly string[]) {
  if (lines.length === 0) return;
  console.warn(
    `Content has ${lines.length} ${kind}${lines.length === 1 ? "" : "s"}:\n${lines.map((line) => `  - ${line}`).join("\n")}`,
  );
}
// Old spellings still build (docs/product.md#case-study-fields).
warnOf("old key spelling", warnings);
// Soft or heavy images: the site works with them (docs/product.md#content).
warnOf("image warning", await checkImageFiles(shownImagesOf({ site, caseStudies }, contentDir), publicDir));
if (problems.length > 0) {
  console.error(new ContentError(problems).message);
  process.exit(1);
}
