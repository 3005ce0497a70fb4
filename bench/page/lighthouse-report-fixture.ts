// Test factory: a small Lighthouse report (LHR) with one audit of each kind the bench reads, for the
// tests of both lighthouse-summary.ts and lighthouse-lost-points.ts.
import type { LighthouseReport } from "./lighthouse-summary.ts";

export function makeLighthouseReport(
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
