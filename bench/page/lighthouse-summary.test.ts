import { expect, test } from "vitest";
import {
  type AuditNote,
  findLostPoints,
  type LighthouseReport,
  type LighthouseRun,
  medianRun,
  mergeAuditNotes,
  summariseRun,
} from "./lighthouse-summary.ts";

function makeReport(
  overrides: { lcpMs?: number; contrastScore?: number; scripts?: [requestedMs: number, loadedMs: number][] } = {},
): LighthouseReport {
  const audit = (id: string, score: number | null, extra: object = {}) => ({
    id,
    title: `Title of ${id}`,
    score,
    scoreDisplayMode: "numeric",
    ...extra,
  });
  return {
    categories: {
      performance: {
        score: 0.97,
        auditRefs: [
          { id: "largest-contentful-paint", weight: 25 },
          { id: "unused-javascript", weight: 0 },
          { id: "diagnostics", weight: 0 },
        ],
      },
      accessibility: { score: 0.96, auditRefs: [{ id: "color-contrast", weight: 7 }] },
      "best-practices": { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      "largest-contentful-paint": audit("largest-contentful-paint", 0.9, {
        numericValue: overrides.lcpMs ?? 1500,
        displayValue: "1.5 s",
      }),
      "first-contentful-paint": audit("first-contentful-paint", 1, { numericValue: 800 }),
      "total-blocking-time": audit("total-blocking-time", 1, { numericValue: 20 }),
      "cumulative-layout-shift": audit("cumulative-layout-shift", 1, { numericValue: 0.001 }),
      "unused-javascript": audit("unused-javascript", 0.5, {
        scoreDisplayMode: "metricSavings",
        displayValue: "Est savings of 20 KiB",
        details: {
          items: [{ url: "http://127.0.0.1/assets/home.js" }, { url: "http://127.0.0.1/assets/home.js" }, { other: 1 }],
          overallSavingsBytes: 20_480,
        },
      }),
      diagnostics: audit("diagnostics", null, { scoreDisplayMode: "informative" }),
      // First paint 200 ms and largest paint 300 ms after the first request (timestamps in µs).
      metrics: audit("metrics", null, {
        details: { items: [{ observedFirstContentfulPaintTs: 1_200_000, observedLargestContentfulPaintTs: 1_300_000 }] },
      }),
      "network-requests": audit("network-requests", null, {
        details: {
          debugData: { networkStartTimeTs: 1_000_000 },
          items: [
            { resourceType: "Document", rendererStartTime: 0, networkEndTime: 20 },
            ...(overrides.scripts ?? []).map(([rendererStartTime, networkEndTime]) => ({
              resourceType: "Script",
              rendererStartTime,
              networkEndTime,
            })),
          ],
        },
      }),
      "color-contrast": audit("color-contrast", overrides.contrastScore ?? 0, { scoreDisplayMode: "binary" }),
      "resource-summary": audit("resource-summary", null, {
        details: {
          items: [
            { resourceType: "script", transferSize: 120_000 },
            { resourceType: "stylesheet", transferSize: 6_000 },
          ],
        },
      }),
    },
  };
}

test("reads scores as 0–100, the metrics, transfer sizes and unused JavaScript", () => {
  expect(summariseRun(makeReport())).toEqual({
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
  const report = makeReport({
    scripts: [
      [150, 250],
      [250, 280],
      [310, 330],
    ],
  });
  expect(summariseRun(report).scriptsBeforePaint).toEqual({ requestedBeforeFcp: 1, loadedBeforeLcp: 2 });
});

test("takes the worst run's count of scripts before paint, not the median", () => {
  const runs = [[], [], [[150, 250] as [number, number]]].map((scripts) => summariseRun(makeReport({ scripts })));
  expect(medianRun(runs).scriptsBeforePaint).toEqual({ requestedBeforeFcp: 1, loadedBeforeLcp: 1 });
});

test("takes the median of each number over the runs", () => {
  const runs = [1800, 1200, 1500].map((lcpMs) => summariseRun(makeReport({ lcpMs })));
  const slowScores = {
    ...(runs[0] as LighthouseRun),
    scores: { performance: 80, accessibility: 96, "best-practices": 100, seo: 100 },
  };
  const median = medianRun([slowScores, runs[1] as LighthouseRun, runs[2] as LighthouseRun]);
  expect(median.lcpMs).toBe(1500);
  expect(median.scores.performance).toBe(97);
});

test("lists weighted audits below 1 and performance opportunities, but not informative audits", () => {
  const notes = findLostPoints(makeReport());
  expect(notes.map((note) => [note.category, note.id, note.isWeighted])).toEqual([
    ["performance", "largest-contentful-paint", true],
    ["performance", "unused-javascript", false],
    ["accessibility", "color-contrast", true],
  ]);
});

test("names the URLs an audit points at, once each", () => {
  const unusedJs = findLostPoints(makeReport()).find((note) => note.id === "unused-javascript");
  expect(unusedJs?.urls).toEqual(["http://127.0.0.1/assets/home.js"]);
});

test("merges the notes of several runs, counting the runs and keeping the lowest score", () => {
  const note = (score: number): AuditNote => ({
    category: "accessibility",
    id: "color-contrast",
    title: "Contrast",
    score,
    urls: [],
    isWeighted: true,
  });
  const hint: AuditNote = {
    category: "performance",
    id: "unused-javascript",
    title: "Unused JS",
    score: 50,
    urls: [],
    isWeighted: false,
  };
  expect(mergeAuditNotes([[note(0), hint], [note(50)], []])).toEqual([
    { ...note(0), runs: 2 },
    { ...hint, runs: 1 },
  ]);
});
