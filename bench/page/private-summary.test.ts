import { expect, test } from "vitest";
import { makeBenchResults, makeLighthouseRun } from "./bench-results-fixture.ts";
import { privateWorkRows } from "./private-summary.ts";
import { privateWorkSection } from "./report-private.ts";

test("compares the protected page's median performance and LCP with the public page's", () => {
  const rows = privateWorkRows(makeBenchResults().privateWork);
  expect(rows.map((row) => [row.result, row.verdict])).toEqual([
    ["99 vs 100 (1 below)", "pass"],
    ["0.95 s vs 0.90 s = 1.06×", "pass"],
  ]);
});

test("misses 3 points below the public page, and an LCP over 1.1× of its", () => {
  const { privateWork } = makeBenchResults();
  privateWork.protectedPage.median = makeLighthouseRun({
    scores: { performance: 97, accessibility: 100, "best-practices": 100, seo: 63 },
    lcpMs: 1000,
  });
  const rows = privateWorkRows(privateWork);
  expect(rows.map((row) => [row.result, row.verdict])).toEqual([
    ["97 vs 100 (3 below)", "miss"],
    ["1.00 s vs 0.90 s = 1.11×", "miss"],
  ]);
});

test("a protected page scoring above the public one passes and says so", () => {
  const { privateWork } = makeBenchResults();
  privateWork.publicPage.median = makeLighthouseRun({
    scores: { performance: 97, accessibility: 100, "best-practices": 100, seo: 100 },
  });
  expect(privateWorkRows(privateWork)[0]).toMatchObject({ result: "99 vs 97 (2 above)", verdict: "pass" });
});

test("the report's section lists both pages with each run and the verdicts", () => {
  const markdown = privateWorkSection(makeBenchResults().privateWork).join("\n\n");
  expect(markdown).toMatch(/^\| protected, with a session `\/case-studies\/protected` +\| 99 +\| 100 \/ 100 \/ 63 /m);
  expect(markdown).toContain("scores 1 below the public one (pass: within 2 points of the public page)");
  expect(markdown).toContain("1.06× the public page's (pass: ≤ 1.1× the public page's)");
});
