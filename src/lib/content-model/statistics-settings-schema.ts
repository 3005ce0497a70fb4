import { z } from "zod";

/** docs/product.md#privacy-page: days are counted in UTC unless site.yaml names another time zone. */
export const DEFAULT_TIME_ZONE = "UTC";
/** Raw page views are kept this many days unless site.yaml says otherwise; daily totals are kept for good. */
export const DEFAULT_KEEP_VIEWS_DAYS = 90;
export const KEEP_VIEWS_DAYS_MIN = 1;
export const KEEP_VIEWS_DAYS_MAX = 3650;

export interface StatisticsSettings {
  /** An IANA time zone name, spelled as Intl spells it ("Europe/London", "UTC"). */
  timeZone: string;
  keepViewsDays: number;
}

export const DEFAULT_STATISTICS_SETTINGS: StatisticsSettings = {
  timeZone: DEFAULT_TIME_ZONE,
  keepViewsDays: DEFAULT_KEEP_VIEWS_DAYS,
};

/**
 * The time zone as Intl spells it ("europe/london" → "Europe/London", "Etc/UTC" → "UTC"), or undefined
 * when Intl knows no such zone. An offset such as "+01:00" is refused too: it is no IANA name, and a
 * fixed offset would count days an hour off for half the year wherever clocks change.
 */
export function resolveTimeZone(name: string): string | undefined {
  if (!/^[A-Za-z]/.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const timeZoneSchema = z
  .string({ error: "expected an IANA time zone name such as Europe/London or UTC" })
  .transform((name, context) => {
    const resolved = resolveTimeZone(name.trim());
    if (resolved !== undefined) return resolved;
    context.addIssue({
      code: "custom",
      message: `expected an IANA time zone name such as Europe/London or UTC, not "${name}"`,
    });
    return z.NEVER;
  });

const keepViewsDaysSchema = z
  .number({ error: `expected a whole number of days from ${KEEP_VIEWS_DAYS_MIN} to ${KEEP_VIEWS_DAYS_MAX}` })
  .int({ error: `expected a whole number of days from ${KEEP_VIEWS_DAYS_MIN} to ${KEEP_VIEWS_DAYS_MAX}` })
  .min(KEEP_VIEWS_DAYS_MIN, { error: `expected a whole number of days from ${KEEP_VIEWS_DAYS_MIN} to ${KEEP_VIEWS_DAYS_MAX}` })
  .max(KEEP_VIEWS_DAYS_MAX, { error: `expected a whole number of days from ${KEEP_VIEWS_DAYS_MIN} to ${KEEP_VIEWS_DAYS_MAX}` });

/**
 * site.yaml's `statistics` block, read by the build (the privacy page says it) and, through the file
 * the build writes beside the client folder, by the server (server/statistics-settings.ts), so the
 * two can never disagree.
 */
export const statisticsSettingsSchema = z
  .object(
    {
      timeZone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
      keepViewsDays: keepViewsDaysSchema.default(DEFAULT_KEEP_VIEWS_DAYS),
    },
    // Only for a block that is no mapping: an unknown key keeps zod's own message, which names it.
    {
      error: (issue) =>
        issue.code === "invalid_type" ? "expected the statistics settings: timeZone and keepViewsDays" : undefined,
    },
  )
  .strict()
  .default(() => ({ ...DEFAULT_STATISTICS_SETTINGS }));
