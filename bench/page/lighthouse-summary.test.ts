import { expect, test } from "vitest";
import { makeLighthouseReport } from "./lighthouse-report-fixture.ts";
import { type LighthouseRun, medianRun, summariseRun } from "./lighthouse-summary.ts";

test("reads scores as 0–100, the metrics, transfer sizes and unused JavaScript", () => {
  expect(summariseRun(makeLighthouseReport())).toEqual({
    scores: { performance: 97, accessibility: 96, "best-practices": 100, seo: 100 },
    fcpMs: 800,
    lcpMs: 1500,
    tbtMs: 20,
    cls: 0.001,
    jsTransferBytes: 120_000,
    cssTransferBytes: 6_000,
    unusedJsBytes: 20_480,
    scriptsBeforePaint: { requestedBeforeFcp: 0, loadedBeforeLcp: 0 },
  });
});

test("counts scripts requested before the observed first paint and loaded before the largest", () => {
  // Requested at 150 ms (before the first paint at 200) and loaded at 250 (before the largest at 300);
  // requested at 250, loaded at 280; requested at 310, after both.
  const report = makeLighthouseReport({
    scripts: [
      [150, 250],
      [250, 280],
      [310, 330],
    ],
  });
  expect(summariseRun(report).scriptsBeforePaint).toEqual({ requestedBeforeFcp: 1, loadedBeforeLcp: 2 });
});

test("takes the worst run's count of scripts before paint, not the median", () => {
  const runs = [[], [], [[150, 250] as [number, number]]].map((scripts) => summariseRun(makeLighthouseReport({ scripts })));
  expect(medianRun(runs).scriptsBeforePaint).toEqual({ requestedBeforeFcp: 1, loadedBeforeLcp: 1 });
});

test("takes the median of each number over the runs", () => {
  const runs = [1800, 1200, 1500].map((lcpMs) => summariseRun(makeLighthouseReport({ lcpMs })));
  const slowScores = {
    ...(runs[0] as LighthouseRun),
    scores: { performance: 80, accessibility: 96, "best-practices": 100, seo: 100 },
  };
  const median = medianRun([slowScores, runs[1] as LighthouseRun, runs[2] as LighthouseRun]);
  expect(median.lcpMs).toBe(1500);
  expect(median.scores.performance).toBe(97);
});
