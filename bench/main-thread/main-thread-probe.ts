// One page load in Chromium with its CPU slowed as a mid-range phone's, traced: main-thread time and paints.
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "#scripts/chromium.ts";
import { type MainThreadFigures, mainThreadFigures, type TraceEvent } from "./main-thread-trace.ts";

/** Chromium's CPU slowed 4×: Lighthouse's mobile setting, a mid-range phone. */
export const CPU_SLOWDOWN = 4;
/** Tasks are summed until this long after the load event: the app starts after load (docs/decisions/009). */
export const AFTER_LOAD_MS = 2500;
// A mid-range phone's screen, as Lighthouse's mobile emulation (Moto G Power).
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "toplevel",
  "v8.execute",
  "blink.user_timing",
  "loading",
];

export interface PageLoadFigures extends MainThreadFigures {
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
}

export function launchProbeBrowser(chromePath: string): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
}

function markTs(events: TraceEvent[], name: string): number {
  const mark = events.find((event) => event.name === name && event.cat?.includes("blink.user_timing"));
  if (!mark) throw new Error(`The trace has no ${name} mark.`);
  return mark.ts;
}

/** Loads `url` in a fresh context (empty cache), traces it until AFTER_LOAD_MS after its load event. */
export async function probePageLoad(browser: Browser, url: string): Promise<PageLoadFigures> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const paints = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number }>((resolve) => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ fcp, lcp: entries[entries.length - 1]?.startTime ?? Number.NaN });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
    const events = trace.traceEvents;
    const startUs = markTs(events, "navigationStart");
    const loadUs = markTs(events, "loadEventEnd");
    return {
      ...mainThreadFigures(events, startUs, loadUs + AFTER_LOAD_MS * 1000),
      firstContentfulPaintMs: Math.round(paints.fcp),
      largestContentfulPaintMs: Math.round(paints.lcp),
    };
  } finally {
    await context.close();
  }
}
