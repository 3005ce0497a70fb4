import { expect, test } from "vitest";
import { makeBenchResults, makeLighthouseRun } from "./bench-results-fixture.ts";
import { summarise } from "./summary.ts";

test("passes every target when every measurement is within it", () => {
  expect(summarise(makeBenchResults()).map((row) => row.verdict)).toEqual(Array(14).fill("pass"));
});

test("misses the Lighthouse target when one category on one route is below 100, and names it", () => {
  const results = makeBenchResults();
  const about = results.lighthouse.routes[1];
  if (about)
    about.median = makeLighthouseRun({ scores: { performance: 96, accessibility: 100, "best-practices": 100, seo: 100 } });
  const [scores] = summarise(results);
  expect(scores?.verdict).toBe("miss");
  expect(scores?.result).toBe("1 of 8 below 100; lowest 96 (performance, /about)");
});

test("reports the slowest route's LCP", () => {
  const results = makeBenchResults();
  const home = results.lighthouse.routes[0];
  if (home) home.median = makeLighthouseRun({ lcpMs: 2400 });
  const lcp = summarise(results)[2];
  expect(lcp?.result).toBe("2.40 s on /");
  expect(lcp?.verdict).toBe("miss");
});

test("misses the API target when a 200 answer has no stored row, however fast the API", () => {
  const results = makeBenchResults();
  results.throughput.api.storedMessages -= 1;
  const api = summarise(results)[10];
  expect(api?.verdict).toBe("miss");
  expect(api?.result).toContain("30499 rows for 30500 answers 200");
});

test("shows home JS as floor plus overhead", () => {
  expect(summarise(makeBenchResults())[8]?.result).toBe("120.0 KB = floor 110.0 KB + 10.0 KB");
});

test("judges build scaling on wall time and shows CPU time beside it", () => {
  const build = summarise(makeBenchResults())[11];
  expect(build?.result).toBe(
    "30 ms (looks linear: r² 1.000, steps 30 then 30 ms); CPU time 35 ms (looks linear: r² 1.000, steps 35 then 35 ms)",
  );
  expect(build?.verdict).toBe("pass");
});

test("compares FCP and LCP with the same pages without scripts and names the worst", () => {
  const results = makeBenchResults();
  const about = results.lighthouse.routes[1];
  if (about) about.median = makeLighthouseRun({ fcpMs: 720, lcpMs: 1020 });
  const ratio = summarise(results)[3];
  expect(ratio?.result).toBe("1.20× (LCP on /about)");
  expect(ratio?.verdict).toBe("miss");
});

test("misses when any run requested a script before the first paint, and names the route", () => {
  const results = makeBenchResults();
  const home = results.lighthouse.routes[0];
  if (home) home.median = makeLighthouseRun({ scriptsBeforePaint: { requestedBeforeFcp: 2, loadedBeforeLcp: 3 } });
  const early = summarise(results)[4];
  expect(early?.result).toBe("/: 2 / 3");
  expect(early?.verdict).toBe("miss");
  expect(summarise(makeBenchResults())[4]?.result).toBe("none on any route");
});
