import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { readStatisticsSettings, statisticsSettingsFileOf } from "#server/statistics-settings.ts";
import { siteSchema } from "#src/lib/content-model/site-schema.ts";
import { parseYaml } from "../content/parse-yaml.ts";
import { writeStatisticsSettings } from "./write-statistics-settings.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function makeClientDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), "statistics-settings-"));
  roots.push(root);
  const clientDir = path.join(root, "client");
  mkdirSync(clientDir);
  return clientDir;
}

test("the server reads back the settings the build wrote from site.yaml", async () => {
  const clientDir = makeClientDir();
  await writeStatisticsSettings(clientDir, { timeZone: "Europe/London", keepViewsDays: 30 });
  expect(readStatisticsSettings(clientDir)).toEqual({ timeZone: "Europe/London", keepViewsDays: 30 });
  expect(JSON.parse(readFileSync(statisticsSettingsFileOf(clientDir), "utf8"))).toEqual({
    timeZone: "Europe/London",
    keepViewsDays: 30,
  });
});

test("the sample site.yaml sets none, so the build writes the defaults the privacy page says", async () => {
  const sample = parseYaml(readFileSync(path.resolve(import.meta.dirname, "../../content/site.yaml"), "utf8"));
  const clientDir = makeClientDir();
  await writeStatisticsSettings(clientDir, siteSchema.parse(sample).statistics);
  expect(readStatisticsSettings(clientDir)).toEqual({ timeZone: "UTC", keepViewsDays: 90 });
});
