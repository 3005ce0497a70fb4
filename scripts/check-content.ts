// `npm run check`, first step: validates content/ without building and prints every problem at once.
import { resolveContentDir } from "./content/content-dir.ts";
import { ContentError } from "./content/content-error.ts";
import { loadContent } from "./content/load-content.ts";

try {
  const { caseStudies } = loadContent(resolveContentDir());
  console.log(`Content is valid: site.yaml and ${caseStudies.length} case stud${caseStudies.length === 1 ? "y" : "ies"}.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
