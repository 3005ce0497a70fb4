// The bench report's section on private work (bench/results.md): a protected page opened with a
// session against the public case study it copies, measured by Lighthouse in the same run.
import { formatKb, formatMs, formatSeconds, markdownTable } from "./format.ts";
import type { PageRuns, PrivateLighthouse } from "./private-lighthouse.ts";
import { lcpRatio, performanceDrop } from "./private-summary.ts";
import { judge, TARGETS } from "./targets.ts";

function pageRow(label: string, { path, median, runs, benchmarkIndexes }: PageRuns): string[] {
  const { scores } = median;
  return [
    `${label} \`${path}\``,
    String(scores.performance),
    `${scores.accessibility} / ${scores["best-practices"]} / ${scores.seo}`,
    formatSeconds(median.fcpMs),
    formatSeconds(median.lcpMs),
    formatMs(median.tbtMs),
    median.cls.toFixed(3),
    formatKb(median.jsTransferBytes),
    runs.map((run) => `${run.scores.performance}, ${formatSeconds(run.lcpMs)}`).join("; "),
    benchmarkIndexes.map(Math.round).join(", "),
  ];
}

/** The section's heading, paragraphs and table, in order; the report joins them as it joins its own. */
export function privateWorkSection(privateWork: PrivateLighthouse): string[] {
  const { publicPage, protectedPage } = privateWork;
  const drop = performanceDrop(privateWork);
  const ratio = lcpRatio(privateWork);
  return [
    `## Private work: a protected page with a session, Lighthouse, median of ${protectedPage.runs.length} runs`,
    "A site of the real content plus a protected copy of the real case study, built for the run (`bench/common/private-site.ts`): the same body, images and prototype under its own slug and a title as long. " +
      "So the public case study it copies is the one of the same size to compare with: the protected page differs only by its private bar and in how it is served " +
      "(after its session is looked up, `private, no-store`, its route data and body chunk from `build/private/`; its images stay public, as the public case study shows them too). " +
      "The session is a share link made through the access store and opened at `/s/{token}`; Lighthouse sends its cookies with every request the page makes (`extraHeaders`), so the page's own script cannot read the `private_hint` cookie and does not ask for the private cards, which a browser holding it would do after the page started. " +
      "The public page is loaded without a cookie, as anyone loads it. Both are served by one server and measured in turn, the order turned round every pair. " +
      "A protected page's SEO score is low by design: it says noindex.",
    markdownTable(
      [
        "Page",
        "Performance",
        "A11y / BP / SEO",
        "FCP",
        "LCP",
        "TBT",
        "CLS",
        "JS",
        "Each run: performance, LCP",
        "Benchmark index",
      ],
      [pageRow("public", publicPage), pageRow("protected, with a session", protectedPage)],
    ),
    `The protected page scores ${drop === 0 ? "the same as" : `${Math.abs(drop)} ${drop > 0 ? "below" : "above"}`} the public one ` +
      `(${judge(drop, TARGETS.privatePerformanceDrop)}: ${TARGETS.privatePerformanceDrop.label}), ` +
      `and its LCP is ${ratio.toFixed(2)}× the public page's (${judge(ratio, TARGETS.privateLcpRatio)}: ${TARGETS.privateLcpRatio.label}).`,
  ];
}
