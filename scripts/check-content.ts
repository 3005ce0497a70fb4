// `npm run check`, first step: validates content/ without building and prints every problem at once.
import path from "node:path";
import { checkReferences } from "./content/check-references.ts";
import { checkSummaries } from "./content/check-summaries.ts";
import { resolveContentDir } from "./content/content-dir.ts";
import { ContentError } from "./content/content-error.ts";
import { loadContent } from "./content/load-content.ts";

const contentDir = resolveContentDir();
const publicDir = path.resolve(import.meta.dirname, "../public");
let problems: string[] = [];
try {
  // Drafts too: they are content that will ship one day.
  const content = loadContent(contentDir, { includeDrafts: true });
  const summaries = checkSummaries(content);
  problems = [...checkReferences(content, contentDir, publicDir), ...summaries.problems];
  if (problems.length === 0) {
    const count = content.caseStudies.length;
    console.log(`Content is valid: site.yaml and ${count} case stud${count === 1 ? "y" : "ies"}.`);
    for (const { file, description } of summaries.descriptions) console.log(`  ${file}\n    description: ${description}`);
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  problems = error.problems;
}
if (problems.length > 0) {
  console.error(new ContentError(problems).message);
  process.exit(1);
}
