// Test factory: a complete, plausible BenchResults to render and summarise.
import type { LoadResult } from "../common/load-result.ts";
import type { BenchResults } from "./bench-results.ts";
import type { LighthouseRun } from "./lighthouse-summary.ts";

export function makeLighthouseRun(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
    fcpMs: 750,
    lcpMs: 900,
    tbtMs: 10,
    cls: 0,
    jsTransferBytes: 110_000,
    cssTransferBytes: 5_000,
    unusedJsBytes: 0,
    scriptsBeforePaint: { requestedBeforeFcp: 0, loadedBeforeLcp: 0 },
    ...overrides,
  };
}

const page = (gzipBytes: number) => ({
  files: [{ url: "/assets/entry.client.js", bytes: gzipBytes * 3, gzipBytes }],
  bytes: gzipBytes * 3,
  gzipBytes,
});
const load = (name: string, reqPerSec: number): LoadResult => ({
  name,
  connections: 50,
  reqPerSec,
  p50Ms: 20,
  p99Ms: 40,
  answers: reqPerSec * 10,
  seconds: 10,
  statuses: { "200": reqPerSec * 10 },
  errors: 0,
  timeouts: 0,
});

export function makeBenchResults(): BenchResults {
  const run = makeLighthouseRun();
  const scriptless = makeLighthouseRun({ fcpMs: 720, lcpMs: 850 });
  const withoutBeacon = makeLighthouseRun({ fcpMs: 740, lcpMs: 880 });
  return {
    date: "2026-11-22T21:50:00.000Z",
    durationSeconds: 480,
    machine: {
      cpuModel: "AMD EPYC",
      cores: 2,
      ramGb: 23.5,
      os: "Linux 6.1 x64",
      node: "v20.20.2",
      chromium: "Chromium 156",
      loadAverage: [1, 1, 1],
    },
    loadAverageAtEnd: [2, 1, 1],
    versions: { react: "19.3.1" },
    lighthouse: {
      lighthouseVersion: "12.8.2",
      runsPerRoute: 3,
      routes: ["/", "/about"].map((path) => ({
        path,
        runs: [run, run, run],
        median: run,
        lostPoints: [],
        benchmarkIndexes: [2000, 2000, 2000],
        scriptless: { runs: [scriptless, scriptless, scriptless], median: scriptless },
        withoutBeacon: { runs: [withoutBeacon, withoutBeacon, withoutBeacon], median: withoutBeacon },
      })),
    },
    privateWork: {
      publicPage: { path: "/case-studies/public", runs: [run, run, run], median: run, benchmarkIndexes: [2000, 2000, 2000] },
      protectedPage: {
        path: "/case-studies/protected",
        runs: [run, run, run],
        median: makeLighthouseRun({
          scores: { performance: 99, accessibility: 100, "best-practices": 100, seo: 63 },
          lcpMs: 950,
        }),
        benchmarkIndexes: [2000, 2000, 2000],
      },
    },
    floor: { floorBuildMs: 3000, floor: page(110_000), home: page(120_000), overheadGzipBytes: 10_000 },
    throughput: {
      settings: { connections: 50, durationSeconds: 10, warmUpSeconds: 3, postWarmUpRequestsPerConnection: 10 },
      pages: { measured: load("GET /", 8000), bare: load("GET /__bench/bare", 10_000), ratio: 0.8 },
      api: {
        measured: load("POST /api/send-message", 3000),
        bare: load("POST /__bench/bare", 5000),
        ratio: 0.6,
        acceptedMessages: 30_500,
        storedMessages: 30_500,
      },
    },
    buildScaling: {
      points: [0, 100, 200].map((added) => ({
        addedCaseStudies: added,
        runs: [
          { wallMs: 6000 + added * 30, cpuMs: 7000 + added * 35 },
          { wallMs: 6500 + added * 30, cpuMs: 7100 + added * 35 },
        ],
        bestWallMs: 6000 + added * 30,
        bestCpuMs: 7000 + added * 35,
      })),
      wall: { msPerCaseStudy: 30, r2: 1, stepsMsPerCaseStudy: [30, 30] },
      cpu: { msPerCaseStudy: 35, r2: 1, stepsMsPerCaseStudy: [35, 35] },
    },
    bundle: {
      servedBuildMs: 6500,
      chunks: [{ file: "assets/entry.client-A.js", bytes: 214_000, gzipBytes: 67_000, contents: "react-dom 97%" }],
    },
  };
}
