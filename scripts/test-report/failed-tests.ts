// Names the tests that failed, from the JSON reports vitest and Playwright write for `npm test`.
// CI keeps only the end of a run's output, so the runner repeats these names just above its closing
// line: a red run then says which test failed, not only how many.
import path from "node:path";
import type { JSONReport as PlaywrightReport, JSONReportSuite as PlaywrightSuite } from "@playwright/test/reporter";
import type { JsonTestResults as VitestReport } from "vitest/node";

export type { PlaywrightReport, VitestReport };

/** Starts each failed test's line in `npm test`'s output; .ci/run repeats those lines at its end. */
export const FAILED_TEST_PREFIX = "Failed test: ";

const relative = (root: string, file: string) => path.relative(root, path.resolve(root, file)) || file;

/** A failed test as `file › test name`; a file that failed to run (no failed test inside) as `file (message)`. */
export function failedVitestTests(report: VitestReport, root: string): string[] {
  const names: string[] = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) names.push(`${relative(root, file.name)} › ${test.fullName}`);
    if (failed.length === 0 && file.status === "failed") {
      const firstLine = (file.message ?? "failed to run").split("\n")[0];
      names.push(`${relative(root, file.name)} (${firstLine})`);
    }
  }
  return names;
}

/**
 * A failed test as `[project] file:line › describe › test`. A flaky test (failed, then passed on a
 * retry) counts as failed, as the runner counts it, and says so.
 */
export function failedPlaywrightTests(report: PlaywrightReport): string[] {
  const names: string[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const title = [...titles, spec.title].join(" › ");
        names.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${title}${test.status === "flaky" ? " (flaky)" : ""}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top suites are the spec files, whose titles are their paths: the names give the file already.
  for (const file of report.suites ?? []) visit(file, []);
  for (const error of report.errors ?? []) names.push(`(outside any test) ${(error.message ?? "").split("\n")[0]}`);
  return names;
}
