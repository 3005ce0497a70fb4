// The main-thread bench's figures per route, its targets (docs/performance.md) and its Markdown report.
import { median } from "../common/stats.ts";
import type { PageLoadFigures } from "./main-thread-probe.ts";
import type { Activity, MainThreadFigures } from "./main-thread-trace.ts";

export interface RouteLoads {
  path: string;
  /** The page as served, one entry per load. */
  withScripts: PageLoadFigures[];
  /** The same page with every script taken out (bench/page/scriptless-copy.ts), loaded in turn with it. */
  withoutScripts: PageLoadFigures[];
}

export interface RouteMedians {
  path: string;
  withScripts: PageLoadFigures;
  withoutScripts: PageLoadFigures;
}

export interface MainThreadResults {
  date: string;
  machine: string;
  cpuSlowdown: number;
  afterLoadMs: number;
  loadsPerPage: number;
  routes: RouteMedians[];
  /** The framework floor (bench/floor) measured the same way: what React and React Router add to a page with nothing else. */
  floor?: RouteMedians;
}

/** Targets as ratios within one run: with scripts against the same page without them. */
export const TARGETS = { mainThread: 1.25, over50: 1.5 };

const FIGURES = ["mainThreadMs", "over50Ms", "longestTaskMs", "firstContentfulPaintMs", "largestContentfulPaintMs"] as const;

/** Each figure's median over the loads, by itself (the median load of one figure need not be another's). */
export function medianLoad(loads: PageLoadFigures[]): PageLoadFigures {
  const first = loads[0];
  if (!first) throw new Error("no loads to take a median of");
  const byActivity = Object.fromEntries(
    Object.keys(first.byActivity).map((activity) => [
      activity,
      median(loads.map((load) => load.byActivity[activity as Activity])),
    ]),
  ) as MainThreadFigures["byActivity"];
  const figures = Object.fromEntries(FIGURES.map((figure) => [figure, median(loads.map((load) => load[figure]))]));
  return { ...(figures as Omit<PageLoadFigures, "byActivity">), byActivity };
}

export const mediansOf = (route: RouteLoads): RouteMedians => ({
  path: route.path,
  withScripts: medianLoad(route.withScripts),
  withoutScripts: medianLoad(route.withoutScripts),
});

const ratioOf = (a: number, b: number) => (b === 0 ? 0 : a / b);

/** The routes and figures that miss a target, in words; empty when every route meets them. */
export function findMisses(routes: RouteMedians[]): string[] {
  return routes.flatMap(({ path, withScripts, withoutScripts }) => {
    const mainThread = ratioOf(withScripts.mainThreadMs, withoutScripts.mainThreadMs);
    const over50 = ratioOf(withScripts.over50Ms, withoutScripts.over50Ms);
    return [
      ...(mainThread > TARGETS.mainThread
        ? [`${path}: main thread ${mainThread.toFixed(2)}× (target ≤ ${TARGETS.mainThread}×)`]
        : []),
      // Both parts under one 50 ms task's worth are no long-task problem, whatever their ratio.
      ...(over50 > TARGETS.over50 && withScripts.over50Ms > 50
        ? [`${path}: over 50 ms ${over50.toFixed(2)}× (target ≤ ${TARGETS.over50}×)`]
        : []),
    ];
  });
}

const ms = (value: number) => `${Math.round(value).toLocaleString("en-GB")} ms`;
const times = (a: number, b: number) => `${ratioOf(a, b).toFixed(2)}×`;

function routeTable(routes: RouteMedians[]): string[] {
  return [
    "| page | main thread | over 50 ms per task | longest task | first paint | largest paint |",
    "| --- | --- | --- | --- | --- | --- |",
    ...routes.flatMap(({ path, withScripts: on, withoutScripts: off }) => [
      `| ${path}, as served | ${ms(on.mainThreadMs)} | ${ms(on.over50Ms)} | ${ms(on.longestTaskMs)} | ${ms(on.firstContentfulPaintMs)} | ${ms(on.largestContentfulPaintMs)} |`,
      `| ${path}, scripts taken out | ${ms(off.mainThreadMs)} | ${ms(off.over50Ms)} | ${ms(off.longestTaskMs)} | ${ms(off.firstContentfulPaintMs)} | ${ms(off.largestContentfulPaintMs)} |`,
      `| ${path}, ratio | **${times(on.mainThreadMs, off.mainThreadMs)}** | **${times(on.over50Ms, off.over50Ms)}** | ${times(on.longestTaskMs, off.longestTaskMs)} | ${times(on.firstContentfulPaintMs, off.firstContentfulPaintMs)} | ${times(on.largestContentfulPaintMs, off.largestContentfulPaintMs)} |`,
    ]),
  ];
}

/** What scripts add to each page's main thread, beside what they add to the framework floor's page. */
function floorTable(routes: RouteMedians[], floor: RouteMedians): string[] {
  const added = ({ withScripts, withoutScripts }: RouteMedians) => withScripts.mainThreadMs - withoutScripts.mainThreadMs;
  const floorAdded = added(floor);
  return [
    `The framework floor (bench/floor, React Router's smallest app, set up like ours) in this run: ${ms(floor.withScripts.mainThreadMs)} as served, ${ms(floor.withoutScripts.mainThreadMs)} without scripts (${times(floor.withScripts.mainThreadMs, floor.withoutScripts.mainThreadMs)}). What scripts add to each page's main thread, against what they add to the floor's:`,
    "",
    "| page | added by scripts | against the floor's |",
    "| --- | --- | --- |",
    ...[...routes, floor].map((route) => `| ${route.path} | ${ms(added(route))} | ${times(added(route), floorAdded)} |`),
  ];
}

function activityTable(routes: RouteMedians[]): string[] {
  const activities = Object.keys(routes[0]?.withScripts.byActivity ?? {}) as Activity[];
  return [
    `| page | ${activities.join(" | ")} |`,
    `| --- | ${activities.map(() => "---").join(" | ")} |`,
    ...routes.flatMap(({ path, withScripts, withoutScripts }) => [
      `| ${path}, as served | ${activities.map((activity) => ms(withScripts.byActivity[activity])).join(" | ")} |`,
      `| ${path}, scripts taken out | ${activities.map((activity) => ms(withoutScripts.byActivity[activity])).join(" | ")} |`,
    ]),
  ];
}

export function formatMainThreadReport(results: MainThreadResults, before?: MainThreadResults): string {
  const misses = findMisses(results.routes);
  const setting = `Chromium with its CPU slowed ${results.cpuSlowdown}×, a phone's screen (412 × 823), each page loaded ${results.loadsPerPage} times with an empty cache, in turn with its copy without scripts; every task on the page's main thread from navigation until ${results.afterLoadMs / 1000} s after its load event. Medians.`;
  return [
    "# Main-thread time on a slow phone",
    "",
    `\`npm run bench:main-thread\`, ${results.date} on ${results.machine}. ${setting}`,
    "",
    `Targets, ratios within this run: main thread ≤ ${TARGETS.mainThread}× the page without scripts, the part of tasks over 50 ms ≤ ${TARGETS.over50}× (docs/performance.md).`,
    "",
    misses.length === 0
      ? "**Every route meets both targets.**"
      : ["**Missed:**", "", ...misses.map((miss) => `- ${miss}`)].join("\n"),
    "",
    "## Now",
    "",
    ...routeTable(results.routes),
    "",
    ...(results.floor ? ["", ...floorTable(results.routes, results.floor)] : []),
    "",
    "Where the main thread's time went (each event's own time):",
    "",
    ...activityTable(results.routes),
    ...(before
      ? ["", `## Before (${before.date}: the whole page hydrated; the same bench)`, "", ...routeTable(before.routes)]
      : []),
    "",
  ].join("\n");
}
