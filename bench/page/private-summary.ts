// The summary's rows for private work: a protected page opened with a session against the public case
// study of the same size, by Lighthouse's median performance score and LCP (bench/page/private-lighthouse.ts).
import { formatSeconds } from "./format.ts";
import type { PrivateLighthouse } from "./private-lighthouse.ts";
import type { SummaryRow } from "./summary.ts";
import { judge, TARGETS } from "./targets.ts";

/** Points the protected page scores below the public one (negative: above it). */
export const performanceDrop = ({ publicPage, protectedPage }: PrivateLighthouse) =>
  publicPage.median.scores.performance - protectedPage.median.scores.performance;

export const lcpRatio = ({ publicPage, protectedPage }: PrivateLighthouse) =>
  protectedPage.median.lcpMs / publicPage.median.lcpMs;

export function privateWorkRows(privateWork: PrivateLighthouse): SummaryRow[] {
  const { publicPage, protectedPage } = privateWork;
  const drop = performanceDrop(privateWork);
  const runs = protectedPage.runs.length;
  return [
    {
      measurement: `Protected page with a session: Lighthouse performance against the public page (median of ${runs} runs)`,
      result: `${protectedPage.median.scores.performance} vs ${publicPage.median.scores.performance} (${drop > 0 ? `${drop} below` : drop < 0 ? `${-drop} above` : "the same"})`,
      target: TARGETS.privatePerformanceDrop.label,
      verdict: judge(drop, TARGETS.privatePerformanceDrop),
    },
    {
      measurement: `Protected page with a session: LCP against the public page (median of ${runs} runs)`,
      result: `${formatSeconds(protectedPage.median.lcpMs)} vs ${formatSeconds(publicPage.median.lcpMs)} = ${lcpRatio(privateWork).toFixed(2)}×`,
      target: TARGETS.privateLcpRatio.label,
      verdict: judge(lcpRatio(privateWork), TARGETS.privateLcpRatio),
    },
  ];
}
