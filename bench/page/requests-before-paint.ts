// Pure: what Lighthouse's unthrottled page load requested before its observed paints. Its simulation
// (Lantern) counts a request of render-blocking priority that ended before the observed first paint
// as holding that paint back (docs/decisions/009-first-paint-from-the-html.md).
import type { LighthouseReport } from "./lighthouse-summary.ts";

interface ObservedMetrics {
  observedFirstContentfulPaintTs?: number;
  observedLargestContentfulPaintTs?: number;
}
interface NetworkRequests {
  items?: { resourceType?: string; rendererStartTime?: number; networkEndTime?: number }[];
  debugData?: { networkStartTimeTs?: number };
}

/** The observed paints and requests, each request's times made timestamps (µs) like the paints'. */
function observedLoad(report: LighthouseReport) {
  const metrics = (report.audits.metrics?.details as { items?: ObservedMetrics[] } | undefined)?.items?.[0];
  const network = report.audits["network-requests"]?.details as NetworkRequests | undefined;
  const fcpTs = metrics?.observedFirstContentfulPaintTs;
  const lcpTs = metrics?.observedLargestContentfulPaintTs;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (fcpTs === undefined || lcpTs === undefined || startTs === undefined) {
    throw new Error("the Lighthouse report has no observed paint times or request times");
  }
  // Request times are milliseconds after the first request; a missing one never happened.
  const at = (ms: number | undefined) => startTs + (ms ?? Number.POSITIVE_INFINITY) * 1000;
  const requests = (network?.items ?? []).map((item) => ({
    resourceType: item.resourceType,
    requestedTs: at(item.rendererStartTime),
    loadedTs: at(item.networkEndTime),
  }));
  return { fcpTs, lcpTs, requests };
}

/** Scripts requested before the first paint, and scripts loaded before the largest paint. */
export function countScriptsBeforePaint(report: LighthouseReport) {
  const { fcpTs, lcpTs, requests } = observedLoad(report);
  const scripts = requests.filter((request) => request.resourceType === "Script");
  return {
    requestedBeforeFcp: scripts.filter((script) => script.requestedTs < fcpTs).length,
    loadedBeforeLcp: scripts.filter((script) => script.loadedTs <= lcpTs).length,
  };
}

/** Every request made before the first paint (the page's own document included), and the stylesheets among them. */
export function countRequestsBeforeFcp(report: LighthouseReport) {
  const { fcpTs, requests } = observedLoad(report);
  const early = requests.filter((request) => request.requestedTs < fcpTs);
  return { all: early.length, stylesheets: early.filter((request) => request.resourceType === "Stylesheet").length };
}
