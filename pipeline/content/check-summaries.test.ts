import { expect, test } from "vitest";
import type { CaseStudy } from "#src/lib/content-model/case-study-schema.ts";
import { checkSummaries } from "./check-summaries.ts";
import { loadContent } from "./load-content.ts";

function contentWith(summary: string[]) {
  const real = loadContent();
  const [source] = real.caseStudies;
  const caseStudy = { ...(source?.caseStudy as CaseStudy), summary };
  return { ...real, caseStudies: [{ file: "content/case-studies/x.mdx", caseStudy }] };
}

test("the real summary is long enough and yields a description cut to 157 characters and an ellipsis", () => {
  const { problems, descriptions } = checkSummaries(loadContent());
  expect(problems).toEqual([]);
  expect(Array.from(descriptions[0]?.description ?? "")).toHaveLength(158);
  expect(descriptions[0]?.description.endsWith("…")).toBe(true);
});

test("a summary too short to describe the page, or a paragraph far too long for a card, is a problem", () => {
  expect(checkSummaries(contentWith(["Too short."])).problems).toEqual([
    'content/case-studies/x.mdx: field "summary" (required): expected at least 50 characters; it is the page\'s description',
  ]);
  expect(
    checkSummaries(contentWith(["A fine first paragraph that says what happened and why.", "x".repeat(601)])).problems,
  ).toEqual(['content/case-studies/x.mdx: field "summary[1]" (required): expected at most 600 characters, found 601']);
});
