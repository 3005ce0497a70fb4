import { createRequire } from "node:module";

// The part of autocannon's API used here. It ships no types; required with a local type rather than
// a `declare module`, which would clash with another one elsewhere in the project.
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonResult {
  requests: Histogram & { sent: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export interface LoadTarget {
  name: string;
  /** Each connection sends these in turn, again and again. */
  requests: AutocannonRequest[];
}

export interface LoadResult {
  name: string;
  rateLimit: "high" | "default";
  durationSeconds: number;
  connections: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  responses: number;
  responses2xx: number;
  /** Answers outside 2xx, by status; with the default rate limit these are the intended 429s. */
  non2xx: Record<string, number>;
  /** Connection errors and timeouts (no answer within 10 s), timeouts included. */
  errors: number;
  timeouts: number;
}

// Browsers ask for compressed pages, and the server keeps every page compressed in memory.
const BROWSER_HEADERS = { "accept-encoding": "br, gzip" };
const MESSAGE = JSON.stringify({ email: "load@example.com", subject: "Load test", message: "Sent by npm run bench:load." });

export const pageRequest = (path: string): AutocannonRequest => ({ method: "GET", path, headers: BROWSER_HEADERS });
export const messageRequest: AutocannonRequest = {
  method: "POST",
  path: "/api/send-message",
  headers: { "content-type": "application/json" },
  body: MESSAGE,
};

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  rateLimit: LoadResult["rateLimit"];
}

export async function runLoad(url: string, target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  const { connections, durationSeconds, rateLimit } = options;
  const result = await autocannon({ url, connections, duration: durationSeconds, requests: target.requests });
  const non2xx = Object.fromEntries(
    Object.entries(result.statusCodeStats)
      .filter(([status]) => !status.startsWith("2"))
      .map(([status, { count }]) => [status, count]),
  );
  return {
    name: target.name,
    rateLimit,
    durationSeconds,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    responses: result["2xx"] + result.non2xx,
    responses2xx: result["2xx"],
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
