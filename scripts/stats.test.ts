import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test, vi } from "vitest";
import { openViewStore } from "#server/views/open-view-store.ts";
import { formatSeconds } from "./stats/format-stats.ts";

const run = promisify(execFile);
// Each test starts `npm run stats` as a process (tsx, then the store): seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
const dataDir = mkdtempSync(path.join(tmpdir(), "stats-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Today's views, as beacons record them.
const views = await openViewStore({ dataDir, databaseUrl: undefined });
const visit = async (path: string, address: string, seconds?: number, depth?: number) => {
  const id = randomUUID();
  await views.record({
    kind: "start",
    id,
    path,
    referrerHost: "\u001b]0;evil\u0007",
    source: undefined,
    linkId: undefined,
    address,
    userAgent: "Firefox",
  });
  if (seconds !== undefined) await views.record({ kind: "update", id, seconds, depth });
};
await visit("/case-studies/appointment-booking", "192.0.2.1", 95, 80);
await visit("/case-studies/appointment-booking", "192.0.2.2", 30, 40);
await visit("/case-studies/appointment-booking", "192.0.2.2", 200, 100);
await visit("/about", "192.0.2.1");
await views.close();

function stats(...args: string[]) {
  return run(process.execPath, ["--import", "tsx", "scripts/stats.ts", ...args], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
}

test("prints one line per page path: views, visitors, median depth and median time (to its bucket), most viewed first", async () => {
  const { stdout } = await stats("--days", "30");
  const lines = stdout.split("\n");
  expect(lines[0]).toMatch(
    /^Reading statistics, the last 30 days \(\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}, UTC\): 4 views, 2 visitors/,
  );
  const rows = lines
    .filter((line) => line.includes("/"))
    .map((line) =>
      line
        .split("│")
        .map((cell) => cell.trim())
        .filter(Boolean),
    );
  expect(rows).toEqual([
    ["/case-studies/appointment-booking", "3", "2", "80%", "1m 30s"],
    ["/about", "1", "1", "–", "–"],
  ]);
});

test("--json prints the dashboard's numbers, with what visitors sent made harmless for a terminal", async () => {
  const { stdout } = await stats("--days", "7", "--json");
  expect(stdout).not.toContain("\u001b");
  const dashboard = JSON.parse(stdout);
  expect(dashboard).toMatchObject({ days: 7, timeZone: "UTC", links: [] });
  expect(dashboard.perDay).toHaveLength(7);
  // Written as JSON escapes, so the terminal shows them; read back, the same text.
  expect(dashboard.referrers).toEqual([{ host: "\u001b]0;evil\u0007", views: 4 }]);
});

test("a bad --days or an unknown option is refused with a sentence and exit code 2", async () => {
  const cases = [
    ["--days", "0"],
    ["--days", "366"],
    ["--days", "7.5"],
    ["--days", "week"],
    ["--weeks", "2"],
  ];
  const failures = await Promise.all(
    cases.map((args) => stats(...args).catch((error: { code: number; stderr: string }) => error)),
  );
  for (const failure of failures)
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage: npm run stats") });
  expect(failures[0]).toMatchObject({ stderr: expect.stringMatching(/^--days must be a whole number from 1 to 365/) });
}, 60_000);

test("times read as minutes and seconds", () => {
  expect([0, 59, 60, 95, 3600].map(formatSeconds)).toEqual(["0s", "59s", "1m", "1m 35s", "60m"]);
  expect(formatSeconds(undefined)).toBe("–");
});
