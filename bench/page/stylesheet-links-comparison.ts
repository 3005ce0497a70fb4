// The bench report's check that a page's stylesheet links cost its first paint nothing
// (docs/decisions/024-stylesheets-fetched-once.md): no stylesheet requested before the first paint in
// Lighthouse's unthrottled load, and the simulated first paint against the same page with its
// stylesheet links taken out (linkless-copy.ts), measured in the same run (lighthouse-runs.ts).
import type { BenchResults } from "./bench-results.ts";
import { formatSeconds, markdownTable } from "./format.ts";
import type { RouteLighthouse } from "./lighthouse-runs.ts";
import type { SummaryRow } from "./summary.ts";
import { allPass, judge, TARGETS } from "./targets.ts";

export const stylesheetLinksRatio = (route: RouteLighthouse) => route.median.fcpMs / route.withoutStylesheetLinks.median.fcpMs;

const verdictsOf = (route: RouteLighthouse) => [
  judge(route.median.requestsBeforeFcp.stylesheets, TARGETS.stylesheetsBeforePaint),
  judge(stylesheetLinksRatio(route), TARGETS.stylesheetLinksRatio),
];

export function stylesheetLinksTable(routes: RouteLighthouse[]): string {
  return markdownTable(
    ["Route", "Requests before FCP", "Stylesheets among them", "FCP", "FCP without stylesheet links", "Ratio"],
    routes.map((route) => [
      `\`${route.path}\``,
      String(route.median.requestsBeforeFcp.all),
      `${route.median.requestsBeforeFcp.stylesheets} ${judge(route.median.requestsBeforeFcp.stylesheets, TARGETS.stylesheetsBeforePaint)}`,
      formatSeconds(route.median.fcpMs),
      formatSeconds(route.withoutStylesheetLinks.median.fcpMs),
      `${stylesheetLinksRatio(route).toFixed(2)}× ${judge(stylesheetLinksRatio(route), TARGETS.stylesheetLinksRatio)}`,
    ]),
  );
}

export function stylesheetLinksRow({ lighthouse }: BenchResults): SummaryRow {
  const routes = lighthouse.routes;
  const early = routes.filter((route) => route.median.requestsBeforeFcp.stylesheets > 0);
  const worst = [...routes].sort((a, b) => stylesheetLinksRatio(b) - stylesheetLinksRatio(a))[0];
  const requested =
    early.length === 0
      ? "no stylesheet before the first paint"
      : early
          .map((route) => `${route.path}: ${route.median.requestsBeforeFcp.stylesheets} stylesheets before the first paint`)
          .join("; ");
  return {
    measurement:
      "Stylesheets requested before the first paint (worst run); FCP against the same pages without stylesheet links, worst",
    result: worst ? `${requested}; FCP ${stylesheetLinksRatio(worst).toFixed(2)}× (${worst.path})` : "none measured",
    target: `${TARGETS.stylesheetsBeforePaint.label}; FCP ${TARGETS.stylesheetLinksRatio.label}`,
    verdict: allPass(routes.flatMap(verdictsOf)),
  };
}
