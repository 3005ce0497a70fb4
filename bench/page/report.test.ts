import { expect, test } from "vitest";
import { makeBenchResults } from "./bench-results-fixture.ts";
import { renderReport } from "./report.ts";

/** The cells of the first table row whose first cell is `firstCell`, trimmed of the padding. */
function rowCells(report: string, firstCell: string): string[] | undefined {
  return report
    .split("\n")
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .find((cells) => cells[0] === firstCell);
}

test("starts with the date and the machine, then the summary", () => {
  const report = renderReport(makeBenchResults());
  expect(report).toMatch(/^# Benchmark results\n\nWritten by `npm run bench` on 2026-11-22 21:50 UTC/);
  expect(report).toContain("- Machine: AMD EPYC, 2 cores, 23.5 GB RAM");
  expect(report.indexOf("## Summary")).toBeLessThan(report.indexOf("## Lighthouse"));
});

test("prints pass or miss next to each Lighthouse measurement", () => {
  expect(rowCells(renderReport(makeBenchResults()), "`/`")).toEqual([
    "`/`",
    "100 pass",
    "100 pass",
    "100 pass",
    "100 pass",
    "0.75 s pass",
    "0.90 s pass",
    "10 ms pass",
    "0.000 pass",
    "110.0 KB",
    "5.0 KB",
    "0.0 KB pass",
  ]);
});

test("sets each route's FCP and LCP beside its scriptless copy's, with the ratio and early scripts", () => {
  const report = renderReport(makeBenchResults());
  const scriptless = report.slice(report.indexOf("### Against the same pages without scripts"));
  expect(rowCells(scriptless, "`/about`")).toEqual([
    "`/about`",
    "0.75 s",
    "0.72 s",
    "1.04× pass",
    "0.90 s",
    "0.85 s",
    "1.06× pass",
    "0 / 0",
  ]);
});

test("shows the stored-message check and each build size's runs, wall and CPU", () => {
  const report = renderReport(makeBenchResults());
  expect(report).toContain("The store holds 30500 messages for 30500 answers 200");
  expect(rowCells(report, "200")).toEqual(["200", "12.00 s, 12.50 s", "12.00 s", "14.00 s, 14.10 s", "14.00 s"]);
  expect(report).toContain("Per added case study: wall time 30 ms (looks linear: r² 1.000, steps 30 then 30 ms); CPU time 35 ms");
});
