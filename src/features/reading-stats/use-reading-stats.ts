// The reading-statistics beacon (docs/product.md#reading-statistics): one view per page, client-side
// navigations included, sent with navigator.sendBeacon to the site's own API; then, each time the page
// is hidden or left, the view's visible time and read depth. No cookie, no storage; nothing is sent
// when the browser asks not to be tracked (the server checks the same headers). It runs with the app,
// which starts after the page has painted (docs/decisions/009-first-paint-from-the-html.md).
import { useEffect } from "react";
import { useLocation } from "react-router";
import { isNotAPage } from "../../lib/not-a-page.ts";
import { type Beacon, VIEWS_API_PATH } from "./beacon-fields.ts";
import { depthOf, referrerHostOf, sourceOf } from "./reading-figures.ts";

// The case study's prose (case-study-body.tsx): depth is measured against it alone.
const BODY_SELECTOR = "article .prose";

// The referrer names where the visitor came from to the first page; later pages come from this site.
let isFirstView = true;

const send = (beacon: Beacon) => navigator.sendBeacon(VIEWS_API_PATH, JSON.stringify(beacon));

/** Runs `task` when the browser is next idle (within 5 s), or after a second where it cannot say. */
function whenBrowserIdle(task: () => void): { cancel: () => void } {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: 5000 });
    return { cancel: () => cancelIdleCallback(id) };
  }
  const id = setTimeout(task, 1000);
  return { cancel: () => clearTimeout(id) };
}

function asksNotToBeTracked(): boolean {
  return navigator.doNotTrack === "1" || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

export function useReadingStats(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isNotAPage(pathname) || asksNotToBeTracked() || typeof navigator.sendBeacon !== "function") return;
    const view = crypto.randomUUID();
    const referrer = isFirstView ? referrerHostOf(document.referrer, location.host) : undefined;
    isFirstView = false;
    // Sent once the browser is idle, after the page's own work: a beacon never competes with it.
    // A view left sooner sends it then, before its update.
    let start: Beacon | undefined = { kind: "start", view, path: pathname, referrer, source: sourceOf(location.search) };
    const sendStart = () => {
      if (start) send(start);
      start = undefined;
    };
    const whenIdle = whenBrowserIdle(sendStart);

    const isVisible = () => document.visibilityState === "visible";
    let visibleMs = 0;
    let visibleSince = isVisible() ? performance.now() : undefined;
    let depth: number | undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const body = document.querySelector(BODY_SELECTOR);
      if (!body) return;
      const { top, height } = body.getBoundingClientRect();
      depth = Math.max(depth ?? 0, depthOf(top, height, innerHeight));
    };
    // At most one measure a frame, off the scroll event itself.
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    // Sent once per stretch of visibility: hidden, then left, is one report.
    const report = () => {
      sendStart();
      if (visibleSince === undefined) return;
      visibleMs += performance.now() - visibleSince;
      visibleSince = undefined;
      send({ kind: "update", view, seconds: Math.round(visibleMs / 1000), depth });
    };
    // Hidden or left: where the visitor got to, even when no frame has come since their last scroll.
    // (Not on a client-side navigation below: by then the document shows the next page.)
    const reportLeaving = () => {
      cancelAnimationFrame(frame);
      measure();
      report();
    };
    const onVisibility = () => {
      if (!isVisible()) return reportLeaving();
      visibleSince ??= performance.now();
    };
    frame = requestAnimationFrame(measure);
    addEventListener("scroll", onScroll, { passive: true });
    addEventListener("pagehide", reportLeaving);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      removeEventListener("scroll", onScroll);
      removeEventListener("pagehide", reportLeaving);
      document.removeEventListener("visibilitychange", onVisibility);
      cancelAnimationFrame(frame);
      whenIdle.cancel();
      // Another page of the site: this view ends here.
      report();
    };
  }, [pathname]);
}
