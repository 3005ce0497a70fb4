import { writeFile } from "node:fs/promises";
import { statisticsSettingsFileOf } from "#server/statistics-settings.ts";
import type { StatisticsSettings } from "#src/lib/content-model/statistics-settings-schema.ts";

/**
 * Hands content/site.yaml's `statistics` settings, as the schema resolved them (defaults filled in, the
 * time zone spelled as Intl spells it), to the server, which reads them at start
 * (server/statistics-settings.ts): the privacy page was prerendered from the same values.
 */
export async function writeStatisticsSettings(clientDir: string, settings: StatisticsSettings): Promise<void> {
  const { timeZone, keepViewsDays } = settings;
  await writeFile(statisticsSettingsFileOf(clientDir), `${JSON.stringify({ timeZone, keepViewsDays }, null, 2)}\n`);
}
