import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "#scripts/chromium.ts";
import { findLostPoints, mergeAuditNotes, type RepeatedAuditNote } from "./lighthouse-lost-points.ts";
import { type LighthouseRun, medianRun, summariseRun } from "./lighthouse-summary.ts";

export const ROUTES = ["/", "/case-studies", "/case-studies/appointment-booking-recipient-cards", "/about"];

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
// Now and then Lighthouse cannot read the trace of a page load (NO_NAVSTART: 2 of 13 runs here with
// Lighthouse 12 and Chromium 156, none of 24 with 13); such a run measured nothing, so it is run once more.
const ATTEMPTS_PER_RUN = 2;

export interface RouteLighthouse {
  path: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
  lostPoints: RepeatedAuditNote[];
  /** Lighthouse's own estimate of this machine's speed per run (higher is faster); low values explain slow runs. */
  benchmarkIndexes: number[];
  /** The same page with every script taken out (scriptless-copy.ts), measured in the same run. */
  scriptless: { runs: LighthouseRun[]; median: LighthouseRun };
  /** The same page built without the reading statistics' beacon (no-beacon-build.ts), measured in the same run. */
  withoutBeacon: { runs: LighthouseRun[]; median: LighthouseRun };
}

/** Where the three sites are served: the build, its copy without scripts, and the build without the beacon. */
export interface MeasuredSites {
  baseUrl: string;
  scriptlessBaseUrl: string;
  noBeaconBaseUrl: string;
}

export interface LighthouseResults {
  lighthouseVersion: string;
  runsPerRoute: number;
  routes: RouteLighthouse[];
}

class LighthouseRuntimeError extends Error {}

/**
 * One Lighthouse run in a fresh Chromium: the default config, i.e. mobile emulation and simulated
 * throttling, the four categories only. Chromium is stopped (by its PID, via chrome-launcher) after each run.
 * `extraHeaders` go with every request the page makes (a session's Cookie, for private work).
 */
async function runOnce(url: string, chromePath: string, extraHeaders?: Record<string, string>) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "error" });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new LighthouseRuntimeError(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

export async function runWithRetry(
  url: string,
  chromePath: string,
  log: (line: string) => void,
  extraHeaders?: Record<string, string>,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, chromePath, extraHeaders);
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN || !(error instanceof LighthouseRuntimeError)) throw error;
      log(`${error.message}; running it again`);
    }
  }
}

export function logRun(log: (line: string) => void, label: string, summary: LighthouseRun) {
  const { scores, scriptsBeforePaint } = summary;
  log(
    `lighthouse ${label}: perf ${scores.performance}, a11y ${scores.accessibility}, bp ${scores["best-practices"]}, ` +
      `seo ${scores.seo}, FCP ${Math.round(summary.fcpMs)} ms, LCP ${Math.round(summary.lcpMs)} ms, TBT ${Math.round(summary.tbtMs)} ms, ` +
      `scripts before paint ${scriptsBeforePaint.requestedBeforeFcp}/${scriptsBeforePaint.loadedBeforeLcp}`,
  );
}

/**
 * Every route, one after the other (parallel runs on two cores distort the scores), `runs` times
 * each; each run of our page is followed by one of its scriptless copy, and preceded or followed
 * in turn by one of the page without the beacon, so a change in the machine's load falls on all alike.
 */
export async function measureRoutes(
  sites: MeasuredSites,
  chromePath: string,
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseResults> {
  // chrome-launcher and Lighthouse both read CHROME_PATH when no path is passed; set it so every part agrees.
  process.env.CHROME_PATH = chromePath;
  const routes: RouteLighthouse[] = [];
  let lighthouseVersion = "";
  for (const path of ROUTES) {
    const summaries: LighthouseRun[] = [];
    const scriptless: LighthouseRun[] = [];
    const withoutBeacon: LighthouseRun[] = [];
    const notes = [];
    const benchmarkIndexes: number[] = [];
    const measureWithoutBeacon = async (run: number) => {
      const baseline = summariseRun(await runWithRetry(`${sites.noBeaconBaseUrl}${path}`, chromePath, log));
      withoutBeacon.push(baseline);
      logRun(log, `${path} without the beacon, run ${run}/${runs}`, baseline);
    };
    for (let run = 1; run <= runs; run += 1) {
      // The page without the beacon goes first every other run: the first of a pair fared worse on this machine.
      if (run % 2 === 0) await measureWithoutBeacon(run);
      const lhr = await runWithRetry(`${sites.baseUrl}${path}`, chromePath, log);
      lighthouseVersion = lhr.lighthouseVersion;
      const summary = summariseRun(lhr);
      summaries.push(summary);
      notes.push(findLostPoints(lhr));
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      logRun(log, `${path} run ${run}/${runs}`, summary);
      const floor = summariseRun(await runWithRetry(`${sites.scriptlessBaseUrl}${path}`, chromePath, log));
      scriptless.push(floor);
      logRun(log, `${path} without scripts, run ${run}/${runs}`, floor);
      if (run % 2 === 1) await measureWithoutBeacon(run);
    }
    routes.push({
      path,
      runs: summaries,
      median: medianRun(summaries),
      lostPoints: mergeAuditNotes(notes),
      benchmarkIndexes,
      scriptless: { runs: scriptless, median: medianRun(scriptless) },
      withoutBeacon: { runs: withoutBeacon, median: medianRun(withoutBeacon) },
    });
  }
  return { lighthouseVersion, runsPerRoute: runs, routes };
}
