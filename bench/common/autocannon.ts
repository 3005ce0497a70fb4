// The one way both benches drive autocannon (bench/page/throughput.ts, bench/load/load-run.ts), with
// the one typing of the part of its API they use.
import { createRequire } from "node:module";
import type { LoadResult } from "./load-result.ts";
import { ratio } from "./stats.ts";

// autocannon ships no types and @types/autocannon is not installed. Typed here and required rather
// than imported, so the typing lives beside its only caller instead of in a project-wide `declare module`.
interface Options {
  /** Scheme, host and port; each request brings its own path. */
  url: string;
  connections: number;
  /** Each connection sends these in turn, again and again. */
  requests: HttpRequest[];
  duration?: number;
  /** Requests in all; the run ends when every one has been answered. */
  amount?: number;
}

/** The part of autocannon's result that is read: latency percentiles in ms, and the answers by status. */
export interface AutocannonResult {
  latency: { p50: number; p99: number };
  errors: number;
  /** Timeouts count as errors too. */
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

type Autocannon = (options: Options) => Promise<AutocannonResult> & {
  /** Emitted for every answer. */
  on(event: "response", listener: () => void): unknown;
};
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export interface HttpRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Makes each request afresh before it is sent (autocannon's own hook); `context` lasts the connection's life. */
  setupRequest?: (request: HttpRequest, context: Record<string, unknown>) => HttpRequest;
}

export interface LoadTarget {
  name: string;
  requests: HttpRequest[];
}

/** A run lasts either so many seconds or until so many requests are answered. */
export type RunLength = { durationSeconds: number } | { amount: number };

/** A target of one request, named after it: "GET /". */
export const singleRequest = (request: HttpRequest): LoadTarget => ({
  name: `${request.method} ${request.path}`,
  requests: [request],
});

/** Pure: autocannon's result over the run's own length (`seconds`, timed by runAutocannon). */
export function summariseRun(name: string, connections: number, result: AutocannonResult, seconds: number): LoadResult {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]),
  );
  const answers = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    name,
    connections,
    reqPerSec: ratio(answers, seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    answers,
    seconds,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * One autocannon run, its rate counted from the first request to the last answer. Autocannon ends a
 * run on its once-a-second sampling tick, so its `duration` of a counted run that takes 0.3 s is 1.01 s,
 * and its requests per second are the mean of per-tick counts, where a last, partial second counts as a
 * whole one. Timing the run itself gives timed and counted runs the same rule.
 */
export async function runAutocannon(
  baseUrl: string,
  target: LoadTarget,
  connections: number,
  length: RunLength,
): Promise<LoadResult> {
  const url = new URL(baseUrl).origin;
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const run = autocannon({
    url,
    connections,
    requests: target.requests,
    ...("amount" in length ? { amount: length.amount } : { duration: length.durationSeconds }),
  });
  run.on("response", () => {
    lastAnswerAt = performance.now();
  });
  const result = await run;
  return summariseRun(target.name, connections, result, (lastAnswerAt - startedAt) / 1000);
}
