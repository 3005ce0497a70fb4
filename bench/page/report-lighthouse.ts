// The bench report's Lighthouse section (bench/results.md): the scores and paints per route, the same
// pages without scripts, and what cost points. Its own module: it changes with what Lighthouse reports.
import { beaconTable } from "./beacon-comparison.ts";
import { formatKb, formatMs, formatSeconds, markdownTable } from "./format.ts";
import type { LighthouseResults, RouteLighthouse } from "./lighthouse-runs.ts";
import { scriptlessRatio } from "./summary.ts";
import { judge, TARGETS } from "./targets.ts";

function lighthouseTable(routes: RouteLighthouse[]): string {
  const score = (value: number) => `${value} ${judge(value, TARGETS.lighthouseScore)}`;
  return markdownTable(
    ["Route", "Performance", "Accessibility", "Best practices", "SEO", "FCP", "LCP", "TBT", "CLS", "JS", "CSS", "Unused JS"],
    routes.map(({ path, median }) => [
      `\`${path}\``,
      score(median.scores.performance),
      score(median.scores.accessibility),
      score(median.scores["best-practices"]),
      score(median.scores.seo),
      `${formatSeconds(median.fcpMs)} ${judge(median.fcpMs, TARGETS.fcpMs)}`,
      `${formatSeconds(median.lcpMs)} ${judge(median.lcpMs, TARGETS.lcpMs)}`,
      `${formatMs(median.tbtMs)} ${judge(median.tbtMs, TARGETS.tbtMs)}`,
      `${median.cls.toFixed(3)} ${judge(median.cls, TARGETS.cls)}`,
      formatKb(median.jsTransferBytes),
      formatKb(median.cssTransferBytes),
      `${formatKb(median.unusedJsBytes)} ${judge(median.unusedJsBytes / 1000, TARGETS.unusedJsKb)}`,
    ]),
  );
}

function scriptlessTable(routes: RouteLighthouse[]): string {
  const ratio = (route: RouteLighthouse, metric: "fcpMs" | "lcpMs") => {
    const value = scriptlessRatio(route, metric);
    return `${value.toFixed(2)}× ${judge(value, TARGETS.scriptlessRatio)}`;
  };
  return markdownTable(
    ["Route", "FCP", "FCP without scripts", "Ratio", "LCP", "LCP without scripts", "Ratio", "Scripts before paint"],
    routes.map((route) => [
      `\`${route.path}\``,
      formatSeconds(route.median.fcpMs),
      formatSeconds(route.scriptless.median.fcpMs),
      ratio(route, "fcpMs"),
      formatSeconds(route.median.lcpMs),
      formatSeconds(route.scriptless.median.lcpMs),
      ratio(route, "lcpMs"),
      `${route.median.scriptsBeforePaint.requestedBeforeFcp} / ${route.median.scriptsBeforePaint.loadedBeforeLcp}`,
    ]),
  );
}

function lostPoints(routes: RouteLighthouse[], runs: number): string {
  return routes
    .map((route) => {
      const notes = route.lostPoints.map((note) => {
        const detail = [note.displayValue, note.urls.map((url) => url.replace(/^https?:\/\/[^/]+/, "")).join(", ")]
          .filter(Boolean)
          .join("; ");
        return (
          `  - ${note.isWeighted ? "" : "(hint) "}${note.category}: ${note.title} \`${note.id}\`, worst score ${note.score}` +
          `${detail ? ` (${detail})` : ""}, in ${note.runs} of ${runs} runs`
        );
      });
      return [`- \`${route.path}\` (benchmark index ${route.benchmarkIndexes.map(Math.round).join(", ")})`, ...notes].join("\n");
    })
    .join("\n");
}

/** The section's heading, paragraphs and tables, in order; the report joins them as it joins its own. */
export function lighthouseSection({ routes, runsPerRoute }: LighthouseResults): string[] {
  return [
    `## Lighthouse: mobile, simulated throttling, median of ${runsPerRoute} runs`,
    "Lighthouse's default config (a mid-range phone on slow 4G, simulated), run against the prerendered build served by `server/index.ts` on loopback, one route and one run at a time. " +
      "JS and CSS are transfer sizes (brotli, as served; a page's CSS is inlined in its HTML, so none is fetched). " +
      'Unused JS is Lighthouse\'s "Reduce unused JavaScript" estimate, which lists only files wasting over 20 KiB each.',
    lighthouseTable(routes),
    "### Against the same pages without scripts",
    "The floor for the first paints: each page measured again, right after each run of ours, from a copy of the build with every script taken out of its HTML (`bench/page/scriptless-copy.ts`; JSON-LD stays), served the same way. " +
      "It is what a site with no JavaScript would get from the same HTML, CSS and images. " +
      '"Scripts before paint" counts, in the worst run, the scripts requested before the first paint / loaded before the largest paint of Lighthouse\'s unthrottled load, which its simulation would count as holding those paints back.',
    scriptlessTable(routes),
    "### Against the same pages without the reading statistics' beacon",
    "Each page measured again, before and after our run in turn (the first of a pair fares worse on this machine), from a build of the site whose beacon hook does nothing (`bench/page/no-beacon-vite.config.ts`), served the same way: the beacon's whole cost, its script and its requests. " +
      "Points lost is the median performance score without the beacon less ours.",
    beaconTable(routes),
    'What cost points, per route: weighted audits below 1, then ("hint") unweighted performance opportunities, each with its worst run. ' +
      "The benchmark index is Lighthouse's estimate of the CPU speed it had in each run (higher is faster): low or uneven values mean the CPU was shared.",
    lostPoints(routes, runsPerRoute),
  ];
}
