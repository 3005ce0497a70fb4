import { expect, test } from "vitest";
import { makeBenchResults, makeLighthouseRun } from "./bench-results-fixture.ts";
import { type SummaryRow, summarise } from "./summary.ts";

/** The summary's row whose measurement starts with `start`: found by name, so a new row moves none. */
const rowOf = (rows: SummaryRow[], start: string) => rows.find((row) => row.measurement.startsWith(start));

test("passes every target when every measurement is within it", () => {
  expect(summarise(makeBenchResults()).map((row) => row.verdict)).toEqual(Array(15).fill("pass"));
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
  const lcp = rowOf(summarise(results), "LCP,");
  expect(lcp?.result).toBe("2.40 s on /");
  expect(lcp?.verdict).toBe("miss");
});

test("misses the API target when a 200 answer has no stored row, however fast the API", () => {
  const results = makeBenchResults();
  results.throughput.api.storedMessages -= 1;
  const api = rowOf(summarise(results), "POST /api/send-message");
  expect(api?.verdict).toBe("miss");
  expect(api?.result).toContain("30499 rows for 30500 answers 200");
});

test("shows home JS as floor plus overhead", () => {
  expect(rowOf(summarise(makeBenchResults()), "Home page JS")?.result).toBe("120.0 KB = floor 110.0 KB + 10.0 KB");
});

test("judges build scaling on wall time and shows CPU time beside it", () => {
  const build = rowOf(summarise(makeBenchResults()), "Build time");
  expect(build?.result).toBe(
    "30 ms (looks linear: r² 1.000, steps 30 then 30 ms); CPU time 35 ms (looks linear: r² 1.000, steps 35 then 35 ms)",
  );
  expect(build?.verdict).toBe("pass");
});

test("compares FCP and LCP with the same pages without scripts and names the worst", () => {
  const results = makeBenchResults();
  const about = results.lighthouse.routes[1];
  if (about) about.median = makeLighthouseRun({ fcpMs: 720, lcpMs: 1020 });
  const ratio = rowOf(summarise(results), "FCP and LCP against the same pages without scripts");
  expect(ratio?.result).toBe("1.20× (LCP on /about)");
  expect(ratio?.verdict).toBe("miss");
});

test("misses when any run requested a script before the first paint, and names the route", () => {
  const results = makeBenchResults();
  const home = results.lighthouse.routes[0];
  if (home) home.median = makeLighthouseRun({ scriptsBeforePaint: { requestedBeforeFcp: 2, loadedBeforeLcp: 3 } });
  const early = rowOf(summarise(results), "Scripts requested");
  expect(early?.result).toBe("/: 2 / 3");
  expect(early?.verdict).toBe("miss");
  expect(rowOf(summarise(makeBenchResults()), "Scripts requested")?.result).toBe("none on any route");
});

test("compares each route with the same route built without the beacon, and misses on a drop or a slower LCP", () => {
  const beaconRow = (results: ReturnType<typeof makeBenchResults>) =>
    rowOf(summarise(results), "Performance and LCP against the same pages built without");
  expect(beaconRow(makeBenchResults())).toMatchObject({ result: "0 points (/); LCP 1.02× (/)", verdict: "pass" });
  const results = makeBenchResults();
  const about = results.lighthouse.routes[1];
  if (about)
    about.median = makeLighthouseRun({
      lcpMs: 940,
      scores: { performance: 97, accessibility: 100, "best-practices": 100, seo: 100 },
    });
  expect(beaconRow(results)).toMatchObject({ result: "3 points (/about); LCP 1.07× (/about)", verdict: "miss" });
});
