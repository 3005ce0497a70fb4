import { type HttpRequest, type LoadTarget, runAutocannon } from "../common/autocannon.ts";
import type { LoadResult } from "../common/load-result.ts";

/** One row of the load report: a result and the server's rate limit it ran under. */
export interface LoadRun extends LoadResult {
  /** "high": the limit out of the way; "default": the default limit, past which every answer is an intended 429. */
  rateLimit: "high" | "default";
}

// Browsers ask for compressed pages, and the server keeps every page compressed in memory.
const BROWSER_HEADERS = { "accept-encoding": "br, gzip" };
const MESSAGE = JSON.stringify({ email: "load@example.com", subject: "Load test", message: "Sent by npm run bench:load." });

export const pageRequest = (path: string): HttpRequest => ({ method: "GET", path, headers: BROWSER_HEADERS });
export const messageRequest: HttpRequest = {
  method: "POST",
  path: "/api/send-message",
  headers: { "content-type": "application/json" },
  body: MESSAGE,
};

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  rateLimit: LoadRun["rateLimit"];
}

/** A timed run of the target's requests, each connection sending them in turn. */
export async function runLoad(url: string, target: LoadTarget, options: LoadOptions): Promise<LoadRun> {
  const { connections, durationSeconds, rateLimit } = options;
  const result = await runAutocannon(url, target, connections, { durationSeconds });
  return { ...result, rateLimit };
}
