// Lighthouse on a protected page opened with a session, against the public case study it was copied
// from (bench/common/private-site.ts), served by one server in one run (docs/decisions/016-private-work.md).
import path from "node:path";
import { startBenchServer } from "../common/bench-server.ts";
import { openLinkSession } from "../common/private-session.ts";
import { buildPrivateSite, PROTECTED_SLUG } from "../common/private-site.ts";
import { logRun, runWithRetry } from "./lighthouse-runs.ts";
import { type LighthouseRun, medianRun, summariseRun } from "./lighthouse-summary.ts";
import { withTempDir } from "./temp-dir.ts";

export interface PageRuns {
  path: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
  /** Lighthouse's estimate of the machine's speed in each run (higher is faster). */
  benchmarkIndexes: number[];
}

export interface PrivateLighthouse {
  /** The public case study, as an anonymous visitor loads it. */
  publicPage: PageRuns;
  /** Its protected copy, every request carrying the cookies a share link set (Lighthouse's extraHeaders). */
  protectedPage: PageRuns;
}

// No rate limit in the way of repeated loads; the same setting as the bench's own site.
const NO_RATE_LIMIT = { RATE_LIMIT_MAX: "100000000" };

/**
 * `runs` pairs, one page after the other, the order turned round every pair (public first, then
 * protected first), so a change in the machine's load falls on both pages alike.
 */
export async function measurePrivateLighthouse(
  chromePath: string,
  runs: number,
  log: (line: string) => void,
): Promise<PrivateLighthouse> {
  log("private work: building the real content plus a protected copy of its case study");
  const site = buildPrivateSite();
  try {
    return await withTempDir("private-data", async (dataDir) => {
      const server = await startBenchServer({
        dataDir: path.join(dataDir, "site"),
        clientDir: site.clientDir,
        env: NO_RATE_LIMIT,
      });
      try {
        const cookie = await openLinkSession(server.url, path.join(dataDir, "site"), PROTECTED_SLUG);
        const page = (path: string, label: string, headers?: Record<string, string>) => ({
          path,
          label,
          headers,
          results: [] as LighthouseRun[],
          indexes: [] as number[],
        });
        const pages = [page(site.publicPath, "public"), page(site.protectedPath, "protected", { Cookie: cookie })];
        for (let run = 1; run <= runs; run += 1) {
          for (const page of run % 2 === 1 ? pages : [...pages].reverse()) {
            const lhr = await runWithRetry(`${server.url}${page.path}`, chromePath, log, page.headers);
            page.results.push(summariseRun(lhr));
            page.indexes.push(lhr.environment.benchmarkIndex);
            logRun(log, `private work, ${page.label} ${page.path} run ${run}/${runs}`, page.results.at(-1) as LighthouseRun);
          }
        }
        const [publicPage, protectedPage] = pages.map((page) => ({
          path: page.path,
          runs: page.results,
          median: medianRun(page.results),
          benchmarkIndexes: page.indexes,
        }));
        if (!publicPage || !protectedPage) throw new Error("no pages measured");
        return { publicPage, protectedPage };
      } finally {
        await server.stop();
      }
    });
  } finally {
    site.remove();
  }
}
