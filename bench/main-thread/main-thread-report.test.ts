import { expect, test } from "vitest";
import type { PageLoadFigures } from "./main-thread-probe.ts";
import { findMisses, formatMainThreadReport, type MainThreadResults, medianLoad } from "./main-thread-report.ts";

const load = (mainThreadMs: number, over50Ms: number): PageLoadFigures => ({
  mainThreadMs,
  over50Ms,
  longestTaskMs: 60,
  firstContentfulPaintMs: 500,
  largestContentfulPaintMs: 600,
  byActivity: {
    script: mainThreadMs / 2,
    "parse HTML and CSS": 0,
    "style and layout": 0,
    paint: 0,
    images: 0,
    "garbage collection": 0,
    other: 0,
  },
});

test("each figure's median is taken by itself", () => {
  const median = medianLoad([load(900, 10), load(1000, 300), load(1100, 20)]);
  expect(median.mainThreadMs).toBe(1000);
  expect(median.over50Ms).toBe(20);
  expect(median.byActivity.script).toBe(500);
});

test("a route misses when its main thread or its long tasks grow past the targets with scripts", () => {
  const routes = [
    { path: "/", withScripts: load(1300, 140), withoutScripts: load(1000, 100) },
    { path: "/about", withScripts: load(1200, 160), withoutScripts: load(1000, 100) },
    // Long tasks below one 50 ms task's worth are no problem, whatever their ratio.
    { path: "/privacy", withScripts: load(1000, 40), withoutScripts: load(1000, 5) },
  ];
  expect(findMisses(routes)).toEqual(["/: main thread 1.30× (target ≤ 1.25×)", "/about: over 50 ms 1.60× (target ≤ 1.5×)"]);
});

test("the report shows each route as served, without scripts and their ratio, and the run before", () => {
  const results: MainThreadResults = {
    date: "2026-11-27T05:00:00.000Z",
    machine: "a test machine",
    cpuSlowdown: 4,
    afterLoadMs: 2500,
    loadsPerPage: 5,
    routes: [{ path: "/", withScripts: load(1200, 100), withoutScripts: load(1000, 100) }],
  };
  const report = formatMainThreadReport(results, {
    ...results,
    date: "2026-11-26",
    routes: [{ path: "/", withScripts: load(2000, 700), withoutScripts: load(1000, 400) }],
  });
  expect(report).toContain("**Every route meets both targets.**");
  expect(report).toContain("| /, as served | 1,200 ms | 100 ms | 60 ms | 500 ms | 600 ms |");
  expect(report).toContain("| /, ratio | **1.20×** | **1.00×** |");
  expect(report).toContain("## Before (2026-11-26");
  expect(report).toContain("| /, as served | 2,000 ms | 700 ms |");
});
