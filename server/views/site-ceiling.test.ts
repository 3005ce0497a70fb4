import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { BROWSER, SAME_ORIGIN } from "../test-support/private-requests.ts";
import { TRUST_ANY_PROXY } from "../trusted-proxies.ts";
import { DAILY_LIMITS } from "./daily-limits.ts";
import { openSqliteViewStore } from "./open-view-store.ts";
import { createViewRoutes } from "./view-routes.ts";

const NOW = new Date("2026-11-24T13:02:00.000Z");
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

test("past the site's ceiling, views from any address are answered 204 and not stored, and it is said once", async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "site-ceiling-"));
  folders.push(folder);
  let at = NOW;
  const views = openSqliteViewStore(folder, () => at);
  const said: string[] = [];
  const routes = createViewRoutes({
    views,
    isPagePath: () => true,
    limitSecret: async () => "the limit's secret",
    trustProxy: TRUST_ANY_PROXY,
    now: () => at,
    dailyLimits: { ...DAILY_LIMITS, siteViews: 2 },
    log: (line) => said.push(line),
  });
  const send = (body: object, address: string) =>
    routes.request("/views", {
      method: "POST",
      headers: { "Content-Type": "text/plain", ...BROWSER, ...SAME_ORIGIN, "X-Forwarded-For": address },
      body: JSON.stringify(body),
    });
  const start = () => ({ kind: "start", view: randomUUID(), path: "/about" });
  const counted = async () => (await views.readDashboard({ days: 1 })).perDay.at(-1)?.views;

  const first = start();
  for (const [index, view] of [first, start(), start(), start()].entries()) {
    expect((await send(view, `203.0.113.${index}`)).status).toBe(204);
  }
  expect(await counted()).toBe(2);
  expect(said).toEqual([expect.stringContaining("the ceiling of 2 views stored a day was reached")]);
  // An update of a stored view still counts: it adds no row.
  expect((await send({ kind: "update", view: first.view, seconds: 30, depth: 50 }, "203.0.113.0")).status).toBe(204);
  expect((await views.readDashboard({ days: 1 })).pages[0]?.medianDepth).toBe(50);

  // The next day of the statistics counts afresh.
  at = new Date(NOW.getTime() + 24 * 60 * 60_000);
  expect((await send(start(), "203.0.113.9")).status).toBe(204);
  expect(await counted()).toBe(1);
  await views.close();
});
