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

function makeReport(overrides: { lcpMs?: number; contrastScore?: number } = {}): LighthouseReport {
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
      "total-blocking-time": audit("total-blocking-time", 1, { numericValue: 20 }),
      "cumulative-layout-shift": audit("cumulative-layout-shift", 1, { numericValue: 0.001 }),
      "unused-javascript": audit("unused-javascript", 0.5, {
        scoreDisplayMode: "metricSavings",
        displayValue: "Est savings of 20 KiB",
        details: {
          items: [{ url: "http://127.0.0.1/assets/home.js" }, { url: "http://127.0.0.1/assets/home.js" }, { other: 1 }],
        },
      }),
      diagnostics: audit("diagnostics", null, { scoreDisplayMode: "informative" }),
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

test("reads scores as 0–100, the three metrics and the script and stylesheet transfer sizes", () => {
  expect(summariseRun(makeReport())).toEqual({
    scores: { performance: 97, accessibility: 96, "best-practices": 100, seo: 100 },
    lcpMs: 1500,
    tbtMs: 20,
    cls: 0.001,
    jsTransferBytes: 120_000,
    cssTransferBytes: 6_000,
  });
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
