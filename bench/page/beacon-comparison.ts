// The bench report's check that the reading statistics' beacon leaves the public pages as they were
// (docs/product.md#reading-statistics): each route against the same route built without it, measured
// in the same run (no-beacon-build.ts, lighthouse-runs.ts).
import type { BenchResults } from "./bench-results.ts";
import { formatSeconds, markdownTable } from "./format.ts";
import type { RouteLighthouse } from "./lighthouse-runs.ts";
import type { SummaryRow } from "./summary.ts";
import { allPass, judge, TARGETS } from "./targets.ts";

/** Performance points the page scores below the page without the beacon (negative: above it). */
export const beaconDrop = (route: RouteLighthouse) =>
  route.withoutBeacon.median.scores.performance - route.median.scores.performance;
export const beaconLcpRatio = (route: RouteLighthouse) => route.median.lcpMs / route.withoutBeacon.median.lcpMs;

export function beaconTable(routes: RouteLighthouse[]): string {
  return markdownTable(
    ["Route", "Performance", "Without the beacon", "Points lost", "LCP", "LCP without the beacon", "Ratio"],
    routes.map((route) => [
      `\`${route.path}\``,
      String(route.median.scores.performance),
      String(route.withoutBeacon.median.scores.performance),
      `${beaconDrop(route)} ${judge(beaconDrop(route), TARGETS.beaconPerformanceDrop)}`,
      formatSeconds(route.median.lcpMs),
      formatSeconds(route.withoutBeacon.median.lcpMs),
      `${beaconLcpRatio(route).toFixed(2)}× ${judge(beaconLcpRatio(route), TARGETS.beaconLcpRatio)}`,
    ]),
  );
}

export function beaconRow({ lighthouse }: BenchResults): SummaryRow {
  const routes = lighthouse.routes;
  const worstDrop = [...routes].sort((a, b) => beaconDrop(b) - beaconDrop(a))[0];
  const worstLcp = [...routes].sort((a, b) => beaconLcpRatio(b) - beaconLcpRatio(a))[0];
  return {
    measurement: "Performance and LCP against the same pages built without the reading statistics' beacon, worst",
    result:
      worstDrop && worstLcp
        ? `${beaconDrop(worstDrop)} points (${worstDrop.path}); LCP ${beaconLcpRatio(worstLcp).toFixed(2)}× (${worstLcp.path})`
        : "none measured",
    target: `${TARGETS.beaconPerformanceDrop.label}; LCP ${TARGETS.beaconLcpRatio.label}`,
    verdict: allPass(
      routes.flatMap((route) => [
        judge(beaconDrop(route), TARGETS.beaconPerformanceDrop),
        judge(beaconLcpRatio(route), TARGETS.beaconLcpRatio),
      ]),
    ),
  };
}
