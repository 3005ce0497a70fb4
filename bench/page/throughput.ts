import path from "node:path";
import { openDatabase } from "#server/messages/sqlite-driver.ts";
import { solveProofFrom } from "#server/test-support/solve-proof.ts";
import { PROOF_HEADER } from "#src/lib/proof-of-work/proof-fields.ts";
import { type HttpRequest, type RunLength, runAutocannon, singleRequest } from "../common/autocannon.ts";
import { combineRuns, type LoadResult } from "../common/load-result.ts";
import { ratio } from "../common/stats.ts";

export interface LoadSettings {
  connections: number;
  /** Load time per route, split into two runs in A-B-B-A order so a change in the machine's load hits both routes alike. */
  durationSeconds: number;
  /** For the timed GET warm-ups. */
  warmUpSeconds: number;
  /** POST warm-ups are counted runs (see measureApi): this many requests per connection. */
  postWarmUpRequestsPerConnection: number;
}

export interface Comparison {
  measured: LoadResult;
  bare: LoadResult;
  /** measured req/s ÷ bare req/s. */
  ratio: number;
}

export interface ApiComparison extends Comparison {
  /** 200 answers from POST /api/send-message, warm-up included: each should be one stored row. */
  acceptedMessages: number;
  storedMessages: number;
}

// Sent to both routes, so a page compressed with brotli (as a browser would get it) is compared on equal terms.
const ACCEPT_ENCODING = { "Accept-Encoding": "br, gzip" };
const MESSAGE = JSON.stringify({
  email: "bench@example.com",
  subject: "Benchmark message",
  message: "A message sent by npm run bench to measure the contact API.",
});

/** A run of one request, sent again and again, named after it ("GET /"). */
const load = (baseUrl: string, request: HttpRequest, connections: number, length: RunLength) =>
  runAutocannon(baseUrl, singleRequest(request), connections, length);

/** Bare, measured, measured, bare: each route's two runs combined. */
async function abba(runBare: () => Promise<LoadResult>, runMeasured: () => Promise<LoadResult>) {
  const bare1 = await runBare();
  const measured1 = await runMeasured();
  const measured2 = await runMeasured();
  const bare2 = await runBare();
  const measuredRuns = [measured1, measured2];
  const bare = combineRuns([bare1, bare2]);
  const measured = combineRuns(measuredRuns);
  return { comparison: { measured, bare, ratio: ratio(measured.reqPerSec, bare.reqPerSec) }, measuredRuns };
}

/** GET / (a prerendered page from memory, brotli) against GET /__bench/bare ("ok"), after timed warm-ups. */
export async function measurePages(baseUrl: string, settings: LoadSettings): Promise<Comparison> {
  const page: HttpRequest = { method: "GET", path: "/", headers: ACCEPT_ENCODING };
  const bare: HttpRequest = { method: "GET", path: "/__bench/bare", headers: ACCEPT_ENCODING };
  const { connections, warmUpSeconds, durationSeconds } = settings;
  await load(baseUrl, bare, connections, { durationSeconds: warmUpSeconds });
  await load(baseUrl, page, connections, { durationSeconds: warmUpSeconds });
  const half = { durationSeconds: durationSeconds / 2 };
  const { comparison } = await abba(
    () => load(baseUrl, bare, connections, half),
    () => load(baseUrl, page, connections, half),
  );
  return comparison;
}

/** The rows in the store, read after the server has stopped (read-only, so the bench never changes it). */
export function countStoredMessages(dataDir: string): number {
  const db = openDatabase(path.join(dataDir, "messages.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS count FROM messages").get() as { count: number }).count;
  } finally {
    db.close();
  }
}

/**
 * POST /api/send-message (validated, rate-limited, its proof of work verified, committed to SQLite) against POST /__bench/bare
 * (parses the JSON, answers it). `countStored` runs after `stopServer`, so every write is on disk.
 */
export async function measureApi(
  baseUrl: string,
  settings: LoadSettings,
  stopServer: () => Promise<void>,
  countStored: () => number,
): Promise<ApiComparison> {
  const headers = { "Content-Type": "application/json" };
  // One solved proof of work, sent with every post as the form sends it: each post is verified in
  // full (signature, expiry, solution, then spent or found spent in the store), the first queued and
  // the rest held as replays; the bare route gets the very same request.
  const proofHeaders = {
    ...headers,
    [PROOF_HEADER]: await solveProofFrom({ request: (pathname) => fetch(`${baseUrl}${pathname}`) }),
  };
  const api: HttpRequest = { method: "POST", path: "/api/send-message", headers: proofHeaders, body: MESSAGE };
  const bare: HttpRequest = { method: "POST", path: "/__bench/bare", headers: proofHeaders, body: MESSAGE };
  const { connections, durationSeconds, postWarmUpRequestsPerConnection } = settings;
  // Counted runs, not timed ones: a timed run drops the requests in flight when time is up, which the
  // server may still have stored, and then "one row per 200 answer" could not be checked exactly.
  // Each is sized from its warm-up's rate to last about as long as a timed GET run.
  const warmUpAmount = { amount: connections * postWarmUpRequestsPerConnection };
  const bareWarmUp = await load(baseUrl, bare, connections, warmUpAmount);
  const apiWarmUp = await load(baseUrl, api, connections, warmUpAmount);
  const sized = (warmUp: LoadResult) => ({ amount: Math.max(connections, Math.round((warmUp.reqPerSec * durationSeconds) / 2)) });
  const { comparison, measuredRuns } = await abba(
    () => load(baseUrl, bare, connections, sized(bareWarmUp)),
    () => load(baseUrl, api, connections, sized(apiWarmUp)),
  );
  await stopServer();
  const accepted = [apiWarmUp, ...measuredRuns].reduce((sum, run) => sum + (run.statuses["200"] ?? 0), 0);
  return { ...comparison, acceptedMessages: accepted, storedMessages: countStored() };
}
