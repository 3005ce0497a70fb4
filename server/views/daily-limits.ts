// The reading statistics' bounds per day (docs/product.md#reading-statistics, docs/decisions/017-reading-statistics.md):
// views stored per address group and from everyone, and new referrers and sources per group and from
// everyone, the rest counted as 'Other'. Counted in this server's memory under the limit's keyed hash
// of the group (limit-key.ts), never the address; everything starts again with the statistics' day.
import { GROUP_NEW_ENTRIES_A_DAY, GROUP_VIEWS_A_DAY, NEW_ENTRIES_A_DAY, SITE_VIEWS_A_DAY } from "#src/lib/statistics-bounds.ts";
import { OTHER_ENTRY } from "./view-store.ts";

export type EntryKind = "referrers" | "sources";

export interface DailyLimitSettings {
  groupViews: number;
  siteViews: number;
  groupEntries: number;
  newEntries: number;
}

export const DAILY_LIMITS: DailyLimitSettings = {
  groupViews: GROUP_VIEWS_A_DAY,
  siteViews: SITE_VIEWS_A_DAY,
  groupEntries: GROUP_NEW_ENTRIES_A_DAY,
  newEntries: NEW_ENTRIES_A_DAY,
};

/** Why a view is not stored, or "stored". */
export type ViewVerdict = "stored" | "group" | "site";

interface Day {
  day: string;
  views: number;
  groupViews: Map<string, number>;
  entries: Record<EntryKind, { seen: Set<string>; added: number; byGroup: Map<string, number> }>;
}

const emptyEntries = () => ({ seen: new Set<string>(), added: 0, byGroup: new Map<string, number>() });

export function createDailyLimits(settings: DailyLimitSettings = DAILY_LIMITS) {
  let today: Day | undefined;
  const dayOf = (day: string): Day => {
    if (today?.day !== day) {
      today = { day, views: 0, groupViews: new Map(), entries: { referrers: emptyEntries(), sources: emptyEntries() } };
    }
    return today;
  };
  return {
    /** Whether the group `key` may store one more view on `day`; counts it when it may. */
    admitView(day: string, key: string): ViewVerdict {
      const counts = dayOf(day);
      // Past the ceiling no group is looked up, so the map holds at most the ceiling's views' groups.
      if (counts.views >= settings.siteViews) return "site";
      const groupViews = counts.groupViews.get(key) ?? 0;
      if (groupViews >= settings.groupViews) return "group";
      counts.groupViews.set(key, groupViews + 1);
      counts.views += 1;
      if (counts.views >= settings.siteViews) counts.groupViews.clear();
      return "stored";
    },
    /**
     * The value to count for a stored view's referrer or source: itself when it was seen today or is
     * `known` (two or more visitors sent it on an earlier day), or while the group and the day may add a
     * new one; OTHER_ENTRY past those limits.
     */
    entryOf(day: string, key: string, kind: EntryKind, value: string, known: ReadonlySet<string>): string {
      const entries = dayOf(day).entries[kind];
      if (entries.seen.has(value) || known.has(value)) return value;
      const byGroup = entries.byGroup.get(key) ?? 0;
      if (entries.added >= settings.newEntries || byGroup >= settings.groupEntries) return OTHER_ENTRY;
      entries.byGroup.set(key, byGroup + 1);
      entries.added += 1;
      entries.seen.add(value);
      return value;
    },
  };
}
