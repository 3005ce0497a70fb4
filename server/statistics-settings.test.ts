import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { readStatisticsSettings, statisticsSettingsFileOf } from "./statistics-settings.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function makeClientDir(settingsFile?: string): string {
  const root = mkdtempSync(path.join(tmpdir(), "statistics-settings-"));
  roots.push(root);
  const clientDir = path.join(root, "client");
  mkdirSync(clientDir);
  if (settingsFile !== undefined) writeFileSync(statisticsSettingsFileOf(clientDir), settingsFile);
  return clientDir;
}

test("the file sits beside the client folder, where nothing is served", () => {
  expect(statisticsSettingsFileOf("/srv/site/build/client")).toBe("/srv/site/build/statistics-settings.json");
});

test("without the file, days are counted in UTC and raw views kept 90 days", () => {
  expect(readStatisticsSettings(makeClientDir())).toEqual({ timeZone: "UTC", keepViewsDays: 90 });
});

test("reads the settings the build wrote", () => {
  const clientDir = makeClientDir(JSON.stringify({ timeZone: "Europe/London", keepViewsDays: 30 }));
  expect(readStatisticsSettings(clientDir)).toEqual({ timeZone: "Europe/London", keepViewsDays: 30 });
});

test("a file that is not JSON stops the server, naming it and saying to build again", () => {
  const clientDir = makeClientDir("{ timeZone: UTC");
  expect(() => readStatisticsSettings(clientDir)).toThrow(
    `${statisticsSettingsFileOf(clientDir)} is not valid JSON. Run \`npm run build\` again.`,
  );
});

test("bad values stop the server, naming the field and what it should hold", () => {
  const zone = makeClientDir(JSON.stringify({ timeZone: "Mars/Olympus_Mons", keepViewsDays: 90 }));
  expect(() => readStatisticsSettings(zone)).toThrow(
    /statistics-settings\.json holds bad statistics settings \(timeZone: expected an IANA time zone name .*"Mars\/Olympus_Mons"\)\. Run `npm run build` again\./,
  );
  const days = makeClientDir(JSON.stringify({ timeZone: "UTC", keepViewsDays: 0 }));
  expect(() => readStatisticsSettings(days)).toThrow(/\(keepViewsDays: expected a whole number of days from 1 to 3650\)/);
  const extra = makeClientDir(JSON.stringify({ timeZone: "UTC", keepViewsDays: 90, keepTotalsDays: 5 }));
  expect(() => readStatisticsSettings(extra)).toThrow(/keepTotalsDays/);
});

test("a file holding no object is refused rather than read as the defaults", () => {
  for (const text of ["null", "90", '"UTC"', "[]"]) {
    expect(() => readStatisticsSettings(makeClientDir(text)), text).toThrow(/holds bad statistics settings/);
  }
});
