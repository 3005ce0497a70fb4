import { expect, test } from "vitest";
import { findProblems, formatLoadReport, memoryReport } from "./load-report.ts";
import type { LoadRun } from "./load-run.ts";
import { makePrivateWorkLoad } from "./private-work-fixture.ts";

function makeRun(overrides: Partial<LoadRun> = {}): LoadRun {
  return {
    name: "GET /",
    rateLimit: "high",
    seconds: 30,
    connections: 200,
    reqPerSec: 4000,
    p50Ms: 40,
    p99Ms: 170,
    answers: 120_000,
    statuses: { "200": 120_000 },
    errors: 0,
    timeouts: 0,
    ...overrides,
  };
}

const steady = memoryReport({ rssMb: 100, heapUsedMb: 12 }, { rssMb: 120, heapUsedMb: 16 }, { rssMb: 130, heapUsedMb: 16 });

test("passes clean runs and the intended 429s of the default rate limit", () => {
  const limited = makeRun({ name: "POST limited", rateLimit: "default", statuses: { "200": 5, "429": 3000 } });
  expect(findProblems([makeRun(), limited], steady, 5)).toEqual([]);
  expect(steady.growth).toEqual({ rss: 1.08, heapUsed: 1 });
});

test("names errors, answers other than 2xx or an intended 429, a wrong count under the limit, and memory growth", () => {
  const runs = [
    makeRun({ errors: 3, timeouts: 2 }),
    makeRun({ name: "GET /about", statuses: { "200": 119_999, "500": 1 } }),
    makeRun({ name: "POST limited", rateLimit: "default", statuses: { "200": 6, "429": 10, "400": 1 } }),
  ];
  const growing = memoryReport({ rssMb: 100, heapUsedMb: 12 }, { rssMb: 120, heapUsedMb: 16 }, { rssMb: 130, heapUsedMb: 40 });
  expect(findProblems(runs, growing, 5)).toEqual([
    "GET /: 3 errors (2 of them timeouts)",
    "GET /about: unexpected answers 1 × 500",
    "POST limited: unexpected answers 1 × 400",
    "POST limited: 6 messages accepted with the default limit of 5",
    "memory: heapUsed grew 2.5 times during the soak",
  ]);
});

test("the report has a row per run and the memory before and after the soak", () => {
  const machine = { cpuModel: "Test CPU", cores: 2, ramGb: 8, os: "Linux", node: "v22.0.0", loadAverage: [1, 1, 1] };
  const markdown = formatLoadReport({
    date: "2026-01-01T00:00:00.000Z",
    machine,
    runs: [makeRun()],
    memory: steady,
    privateWork: makePrivateWorkLoad(),
    problems: [],
  });
  expect(markdown).toContain("Test CPU, 2 cores, 8 GB RAM");
  expect(markdown).toMatch(/^\| GET \/ +\| high +\| 200 +\| 30\.0 +\| 4000 +\| 40 +\| 170 +\| 120000 \| 0 +\| 0 +\|$/m);
  expect(markdown).toMatch(/^\| After \/ before +\| 1\.08× +\| 1× +\|$/m);
  expect(markdown).toContain("Checks passed");
  expect(markdown).toContain("## Private work");
});
