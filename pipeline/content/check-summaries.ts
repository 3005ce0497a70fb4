import path from "node:path";
import { truncateDescription } from "#src/lib/truncate-description.ts";
import type { Content } from "./load-content.ts";

// Below this a summary says too little for a card or a search result; above the other, a card's
// three lines show only the start of a paragraph and the rest is never read.
export const SUMMARY_MIN_LENGTH = 50;
export const SUMMARY_PARAGRAPH_MAX_LENGTH = 600;

export interface SummaryReport {
  problems: string[];
  /** The description each case study's summary yields (docs/product.md#page-metadata: cut above 160 characters). */
  descriptions: { file: string; description: string }[];
}

export function checkSummaries(content: Pick<Content, "caseStudies">): SummaryReport {
  const problems: string[] = [];
  const descriptions: SummaryReport["descriptions"] = [];
  for (const { file, caseStudy } of content.caseStudies) {
    const where = path.relative(process.cwd(), file) || file;
    const text = caseStudy.summary.join(" ");
    if (Array.from(text).length < SUMMARY_MIN_LENGTH) {
      problems.push(
        `${where}: field "summary" (required): expected at least ${SUMMARY_MIN_LENGTH} characters; it is the page's description`,
      );
    }
    caseStudy.summary.forEach((paragraph, index) => {
      const length = Array.from(paragraph).length;
      if (length > SUMMARY_PARAGRAPH_MAX_LENGTH) {
        problems.push(
          `${where}: field "summary[${index}]" (required): expected at most ${SUMMARY_PARAGRAPH_MAX_LENGTH} characters, found ${length}`,
        );
      }
    });
    descriptions.push({ file: where, description: truncateDescription(text) });
  }
  return { problems, descriptions };
}
