import { expect, test } from "vitest";
import { siteSchema } from "./site-schema.ts";
import { statisticsSettingsSchema } from "./statistics-settings-schema.ts";

function problemsOf(input: unknown) {
  const result = statisticsSettingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
}

const DAYS_ERROR = "expected a whole number of days from 1 to 3650";
const ZONE_ERROR = "expected an IANA time zone name such as Europe/London or UTC";

test("without a statistics block, days are counted in UTC and raw views kept 90 days", () => {
  expect(statisticsSettingsSchema.parse(undefined)).toEqual({ timeZone: "UTC", keepViewsDays: 90 });
  expect(statisticsSettingsSchema.parse({})).toEqual({ timeZone: "UTC", keepViewsDays: 90 });
  expect(statisticsSettingsSchema.parse({ keepViewsDays: 30 })).toEqual({ timeZone: "UTC", keepViewsDays: 30 });
});

test("accepts an IANA time zone, spelled as Intl spells it, and a number of days from 1 to 3650", () => {
  expect(statisticsSettingsSchema.parse({ timeZone: "Europe/London", keepViewsDays: 1 })).toEqual({
    timeZone: "Europe/London",
    keepViewsDays: 1,
  });
  expect(statisticsSettingsSchema.parse({ timeZone: "europe/london", keepViewsDays: 3650 }).timeZone).toBe("Europe/London");
  expect(statisticsSettingsSchema.parse({ timeZone: "Etc/UTC" }).timeZone).toBe("UTC");
});

test("an unknown time zone or an offset is refused, naming what was written", () => {
  expect(problemsOf({ timeZone: "Mars/Olympus_Mons" })).toEqual([
    { field: "timeZone", message: `${ZONE_ERROR}, not "Mars/Olympus_Mons"` },
  ]);
  expect(problemsOf({ timeZone: "+01:00" })).toEqual([{ field: "timeZone", message: `${ZONE_ERROR}, not "+01:00"` }]);
  expect(problemsOf({ timeZone: "" })).toEqual([{ field: "timeZone", message: `${ZONE_ERROR}, not ""` }]);
  expect(problemsOf({ timeZone: 1 })).toEqual([{ field: "timeZone", message: ZONE_ERROR }]);
});

test("days outside 1 to 3650, fractions and text are refused", () => {
  for (const keepViewsDays of [0, -5, 3651, 1.5, "90", null]) {
    expect(problemsOf({ keepViewsDays }), String(keepViewsDays)).toEqual([{ field: "keepViewsDays", message: DAYS_ERROR }]);
  }
});

test("unknown keys are refused, as anywhere in site.yaml", () => {
  expect(problemsOf({ keepViewDays: 30 })).toEqual([{ field: "", message: expect.stringContaining("keepViewDays") }]);
  expect(problemsOf("UTC")).toEqual([{ field: "", message: "expected the statistics settings: timeZone and keepViewsDays" }]);
});

test("site.yaml's statistics block is optional and read with the rest of the site", () => {
  const site = {
    name: "Sam Doe",
    url: "https://example.com",
    description: "Sam designs things.",
    greeting: "Hi",
    role: "Designer",
    employer: "At Acme",
    avatar: { src: "/images/avatar.svg", alt: "Sam" },
    links: [{ label: "Email", href: "mailto:sam@example.com" }],
    biography: ["Bio."],
    quotes: [{ text: "Great.", author: "Kim" }],
    prototype: {},
  };
  expect(siteSchema.parse(site).statistics).toEqual({ timeZone: "UTC", keepViewsDays: 90 });
  const withBlock = siteSchema.parse({ ...site, statistics: { timeZone: "America/New_York", keepViewsDays: 30 } });
  expect(withBlock.statistics).toEqual({ timeZone: "America/New_York", keepViewsDays: 30 });
  const refused = siteSchema.safeParse({ ...site, statistics: { timeZone: "Nowhere" } });
  expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["statistics.timeZone"]);
});
