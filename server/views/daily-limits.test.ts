import { expect, test } from "vitest";
import { createDailyLimits, DAILY_LIMITS } from "./daily-limits.ts";
import { OTHER_ENTRY } from "./view-store.ts";

const DAY = "2026-11-24";
const NEXT_DAY = "2026-11-25";
const NONE = new Set<string>();

test("an address group stores its views a day up to its limit, and the site up to its ceiling; a new day starts again", () => {
  const limits = createDailyLimits({ ...DAILY_LIMITS, groupViews: 2, siteViews: 3 });
  expect(["a", "a", "a", "b", "c"].map((group) => limits.admitView(DAY, group))).toEqual([
    "stored",
    "stored",
    "group",
    "stored",
    "site",
  ]);
  expect(limits.admitView(NEXT_DAY, "a")).toBe("stored");
});

test("new referrers past the group's or the day's limit are 'Other'; one seen today or known from before always counts", () => {
  const limits = createDailyLimits({ ...DAILY_LIMITS, groupEntries: 2, newEntries: 3 });
  const known = new Set(["news.example"]);
  const referrerOf = (group: string, host: string) => limits.entryOf(DAY, group, "referrers", host, known);
  expect([referrerOf("a", "one.example"), referrerOf("a", "two.example"), referrerOf("a", "three.example")]).toEqual([
    "one.example",
    "two.example",
    OTHER_ENTRY,
  ]);
  expect([referrerOf("b", "four.example"), referrerOf("b", "five.example")]).toEqual(["four.example", OTHER_ENTRY]);
  expect([referrerOf("c", "one.example"), referrerOf("c", "news.example")]).toEqual(["one.example", "news.example"]);
  // Sources are counted apart from referrers.
  expect(limits.entryOf(DAY, "a", "sources", "newsletter", NONE)).toBe("newsletter");
  expect(limits.entryOf(NEXT_DAY, "a", "referrers", "three.example", NONE)).toBe("three.example");
});
