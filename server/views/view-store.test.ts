import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { AccessStore } from "../access/access-store.ts";
import { describeEachStore, type TestStorePlace } from "../test-support/test-stores.ts";
import { openViewStore } from "./open-view-store.ts";
import { DAY_SECRET_FILE } from "./sqlite-day-secret.ts";
import { OTHER_ENTRY, type ViewSettings, type ViewStart, type ViewStore } from "./view-store.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = new Date("2026-11-10T10:00:00.000Z");
const PAGE = "/case-studies/appointment-booking";
let nextId = 0;
const viewId = () => `view-${String(++nextId).padStart(17, "0")}`;

function startOf(overrides: Partial<ViewStart> = {}): ViewStart {
  const id = viewId();
  return {
    kind: "start",
    id,
    path: PAGE,
    referrerHost: undefined,
    source: undefined,
    linkId: undefined,
    address: "203.0.113.7",
    userAgent: "Firefox",
    ...overrides,
  };
}

describeEachStore((kind) => {
  let place: TestStorePlace;
  let time: number;
  const now = () => new Date(time);
  const opened: ViewStore[] = [];
  const open = async (settings: ViewSettings = { timeZone: "UTC", retentionDays: 90 }) => {
    const { DATA_DIR = "", DATABASE_URL } = place.env;
    const store = await openViewStore({ dataDir: DATA_DIR, databaseUrl: DATABASE_URL || undefined }, settings, now, () => {});
    opened.push(store);
    return store;
  };
  /** Every secret the store keeps, wherever it keeps it. */
  const secrets = async (): Promise<string[]> => {
    if (kind.name === "PostgreSQL")
      return (await place.query("SELECT secret FROM views_day_secret")).map((row) => String(row.secret));
    const file = path.join(place.env.DATA_DIR ?? "", DAY_SECRET_FILE);
    return existsSync(file) ? [JSON.parse(readFileSync(file, "utf8")).secret] : [];
  };

  beforeEach(async () => {
    time = START.getTime();
    place = await kind.makePlace();
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    await place.cleanup();
  });

  test("counts views and visitors per day, every day of the range with zeros, and the latest figures per view", async () => {
    const store = await open();
    const first = startOf({ referrerHost: "www.linkedin.com", source: "newsletter" });
    await store.record(first);
    await store.record({ kind: "update", id: first.id, seconds: 40, depth: 30 });
    await store.record({ kind: "update", id: first.id, seconds: 95, depth: 80 });
    const again = startOf();
    await store.record(again);
    await store.record({ kind: "update", id: again.id, seconds: 5, depth: 10 });
    await store.record(startOf({ address: "198.51.100.1", path: "/about" }));
    // The same id twice is one view; an update of an unknown view changes nothing.
    await store.record({ ...first, address: "192.0.2.1" });
    await store.record({ kind: "update", id: viewId(), seconds: 1, depth: 1 });

    const dashboard = await store.readDashboard({ days: 7 });
    expect(dashboard).toMatchObject({ days: 7, timeZone: "UTC", from: "2026-11-04", to: "2026-11-10" });
    expect(dashboard.perDay).toHaveLength(7);
    expect(dashboard.perDay[0]).toEqual({ day: "2026-11-04", views: 0, visitors: 0 });
    expect(dashboard.perDay[6]).toEqual({ day: "2026-11-10", views: 3, visitors: 2 });
    expect(dashboard.pages).toEqual([
      { path: PAGE, views: 2, visitors: 1, medianDepth: 10, medianSeconds: 5 },
      { path: "/about", views: 1, visitors: 1, medianDepth: undefined, medianSeconds: undefined },
    ]);
    // One visitor's referrer and source are shown only as 'Other'.
    expect(dashboard.referrers).toEqual([{ host: OTHER_ENTRY, views: 1 }]);
    expect(dashboard.sources).toEqual([{ source: OTHER_ENTRY, views: 1 }]);
    expect(dashboard.links).toEqual([]);
    // One row of counts for the page's day: each view in one bucket, with its latest figures.
    const [histogram] = await place.query("SELECT counts FROM views_histograms WHERE measure = 'depth'");
    const counts = typeof histogram?.counts === "string" ? JSON.parse(histogram.counts) : histogram?.counts;
    expect(counts).toHaveLength(21);
    expect(counts.map(Number).reduce((sum: number, count: number) => sum + count, 0)).toBe(2);
  });

  test("a visitor is known within a day only: the same address and browser tomorrow is a new visitor", async () => {
    const store = await open();
    await store.record(startOf());
    await store.record(startOf());
    time += DAY;
    await store.record(startOf());
    const { perDay, pages } = await store.readDashboard({ days: 2 });
    expect(perDay.map(({ views, visitors }) => [views, visitors])).toEqual([
      [2, 1],
      [1, 1],
    ]);
    expect(pages[0]).toMatchObject({ views: 3, visitors: 2 });
  });

  test("the day's secret is gone the next day, and the day's visitor hashes with it; none is in the store's file", async () => {
    const store = await open();
    await store.record(startOf());
    const [yesterdays] = await secrets();
    expect(yesterdays).toMatch(/^[0-9a-f]{64}$/);
    expect(await place.query("SELECT * FROM views_visitors")).toHaveLength(2);
    time += DAY;
    await store.prune();
    expect(await secrets()).not.toContain(yesterdays);
    expect(await place.query("SELECT * FROM views_visitors")).toEqual([]);
    if (kind.name === "SQLite") {
      const files = ["messages.sqlite", "messages.sqlite-wal"].map((name) => path.join(place.env.DATA_DIR ?? "", name));
      for (const file of files.filter(existsSync)) expect(readFileSync(file).includes(yesterdays ?? "")).toBe(false);
    }
    await store.record(startOf());
    expect(await secrets()).toHaveLength(1);
  });

  test("once a day is over, a referrer or source fewer than 2 visitors sent is folded into 'Other'; the rest are known", async () => {
    const store = await open();
    const from = (address: string, userAgent = "Firefox") =>
      startOf({ address, userAgent, referrerHost: "news.example", source: "newsletter" });
    // Two visitors (an IPv6 /64 is one, whatever its browser) sent the first; one sent the second, twice.
    for (const view of [from("203.0.113.7"), from("2001:db8:1:1::1", "Chrome"), from("2001:db8:1:1::2", "Safari")])
      await store.record(view);
    for (const userAgent of ["Firefox", "Chrome"]) {
      await store.record(startOf({ address: "2001:db8:9:9::1", userAgent, referrerHost: "spam.example", source: "spam" }));
    }
    const today = await store.readDashboard({ days: 1 });
    expect(today.referrers).toEqual([
      { host: "news.example", views: 3 },
      { host: OTHER_ENTRY, views: 2 },
    ]);
    expect((await store.knownEntries()).referrers).toEqual(new Set());

    time += DAY;
    await store.prune();
    const referrers = await place.query("SELECT host, views, first_sender FROM views_referrers ORDER BY host");
    expect(referrers).toEqual([
      { host: "", views: 2, first_sender: null },
      { host: "news.example", views: 3, first_sender: null },
    ]);
    expect(await place.query("SELECT source FROM views_sources ORDER BY source")).toEqual([
      { source: "" },
      { source: "newsletter" },
    ]);
    const known = await store.knownEntries();
    expect(known).toEqual({ day: "2026-11-11", referrers: new Set(["news.example"]), sources: new Set(["newsletter"]) });
    expect((await store.readDashboard({ days: 2 })).sources).toEqual([
      { source: "newsletter", views: 3 },
      { source: OTHER_ENTRY, views: 2 },
    ]);
  });

  test("raw views go after the retention; the daily totals stay", async () => {
    const store = await open({ timeZone: "UTC", retentionDays: 3 });
    await store.record(startOf({ linkId: "missing-link" }));
    time += 3 * DAY;
    await store.prune();
    expect(await place.query("SELECT id FROM views")).toEqual([]);
    const { perDay } = await store.readDashboard({ days: 7 });
    expect(perDay.find(({ day }) => day === "2026-11-10")).toEqual({ day: "2026-11-10", views: 1, visitors: 1 });
  });

  test("days are counted in the time zone setting", async () => {
    const store = await open({ timeZone: "Pacific/Auckland", retentionDays: 90 });
    // 10:00 UTC is 23:00 in Auckland (UTC+13 in November).
    await store.record(startOf());
    time += 2 * HOUR;
    await store.record(startOf());
    const { perDay } = await store.readDashboard({ days: 2 });
    expect(perDay).toEqual([
      { day: "2026-11-10", views: 1, visitors: 1 },
      { day: "2026-11-11", views: 1, visitors: 1 },
    ]);
  });

  test("a view through a share link appears with the link's label, depth and time", async () => {
    const access: AccessStore = await place.openAccess(now);
    const link = await access.createLink({ label: "Acme hiring" });
    const store = await open();
    const view = startOf({ linkId: link.id });
    await store.record(view);
    await store.record({ kind: "update", id: view.id, seconds: 200, depth: 80 });
    const { links } = await store.readDashboard({ days: 30 });
    expect(links).toEqual([
      { linkId: link.id, label: "Acme hiring", views: 1, reads: [{ path: PAGE, at: START, depth: 80, seconds: 200 }] },
    ]);
  });

  test("a share link's views are all counted, and its newest 50 listed", async () => {
    const access: AccessStore = await place.openAccess(now);
    const link = await access.createLink({ label: "Busy reader" });
    const store = await open();
    await Promise.all(Array.from({ length: 52 }, () => store.record(startOf({ linkId: link.id }))));
    const [activity] = (await store.readDashboard({ days: 7 })).links;
    expect(activity?.views).toBe(52);
    expect(activity?.reads).toHaveLength(50);
  });

  test("readDashboard takes a whole number of days from 1 to 365", async () => {
    const store = await open();
    for (const days of [0, 366, 1.5, Number.NaN]) await expect(store.readDashboard({ days })).rejects.toThrow(RangeError);
    expect((await store.readDashboard({ days: 365 })).perDay).toHaveLength(365);
  });
});
