import { readFileSync } from "node:fs";
import path from "node:path";
import {
  DEFAULT_STATISTICS_SETTINGS,
  type StatisticsSettings,
  statisticsSettingsSchema,
} from "#src/lib/content-model/statistics-settings-schema.ts";

export type { StatisticsSettings };

/**
 * The file the build writes content/site.yaml's `statistics` settings to, and the server reads at
 * start: beside the client folder, so it is never served. The prerendered privacy page says the same
 * settings, so what it tells visitors and what the server does cannot drift apart; the server reads
 * nothing of content/ itself (docs/decisions/012).
 */
export function statisticsSettingsFileOf(clientDir: string): string {
  return path.join(path.dirname(clientDir), "statistics-settings.json");
}

/**
 * The reading statistics' time zone and how many days raw views are kept. Without the file (a test's
 * client folder, a build from before the settings), the defaults, which are also what the privacy page
 * says when site.yaml sets none. A file that is there but unreadable stops the server, saying which.
 */
export function readStatisticsSettings(clientDir: string): StatisticsSettings {
  const file = statisticsSettingsFileOf(clientDir);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { ...DEFAULT_STATISTICS_SETTINGS };
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON. Run \`npm run build\` again.`);
  }
  // Undefined would mean "the defaults" to the schema; a file the build wrote always holds an object.
  const result = json === null || typeof json !== "object" ? undefined : statisticsSettingsSchema.safeParse(json);
  if (result?.success) return result.data;
  const problems = result?.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`) ?? [
    "expected an object with timeZone and keepViewsDays",
  ];
  throw new Error(`${file} holds bad statistics settings (${problems.join("; ")}). Run \`npm run build\` again.`);
}
