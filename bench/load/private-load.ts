// A protected page opened with a session against the public page it was copied from
// (bench/common/private-site.ts), on one server, in one run: what the grant check costs under load.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startBenchServer } from "../common/bench-server.ts";
import { combineRuns } from "../common/load-result.ts";
import { openLinkSession } from "../common/private-session.ts";
import { buildPrivateSite, PROTECTED_SLUG } from "../common/private-site.ts";
import { ratio } from "../common/stats.ts";
import { type LoadRun, pageRequest, runLoad } from "./load-run.ts";

export interface PrivateLoad {
  /** The public case study, without a cookie, as anyone gets it. */
  publicPage: LoadRun;
  /** Its protected copy, with the cookies a share link set: the session looked up, the private page sent. */
  protectedPage: LoadRun;
  /** protected req/s ÷ public req/s. */
  ratio: number;
}

export interface PrivateLoadSettings {
  connections: number;
  /** Load time per page, split into two runs in A-B-B-A order so a change in the machine's load hits both alike. */
  durationSeconds: number;
  warmUpSeconds: number;
}

/** Builds the site (about half a minute), serves it with a fresh store, opens a session, then measures. */
export async function measurePrivatePages(settings: PrivateLoadSettings): Promise<PrivateLoad> {
  const site = buildPrivateSite();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-private-data-"));
  const server = await startBenchServer({ dataDir, clientDir: site.clientDir, env: { RATE_LIMIT_MAX: "1000000000" } });
  try {
    const cookie = await openLinkSession(server.url, dataDir, PROTECTED_SLUG);
    const publicTarget = { name: `GET ${site.publicPath} (public)`, requests: [pageRequest(site.publicPath)] };
    const protectedRequest = pageRequest(site.protectedPath);
    const protectedTarget = {
      name: `GET ${site.protectedPath} (protected, with a session)`,
      requests: [{ ...protectedRequest, headers: { ...protectedRequest.headers, cookie } }],
    };
    const { connections, durationSeconds, warmUpSeconds } = settings;
    const options = { connections, durationSeconds: durationSeconds / 2, rateLimit: "high" } as const;
    await runLoad(server.url, publicTarget, { ...options, durationSeconds: warmUpSeconds });
    await runLoad(server.url, protectedTarget, { ...options, durationSeconds: warmUpSeconds });
    const public1 = await runLoad(server.url, publicTarget, options);
    const protected1 = await runLoad(server.url, protectedTarget, options);
    const protected2 = await runLoad(server.url, protectedTarget, options);
    const public2 = await runLoad(server.url, publicTarget, options);
    const publicPage = { ...combineRuns([public1, public2]), rateLimit: "high" } as const;
    const protectedPage = { ...combineRuns([protected1, protected2]), rateLimit: "high" } as const;
    return { publicPage, protectedPage, ratio: ratio(protectedPage.reqPerSec, publicPage.reqPerSec) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    site.remove();
  }
}
