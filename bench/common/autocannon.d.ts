// The part of autocannon's API the bench uses; the package ships no types and @types/autocannon is not installed.
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }

  interface Options {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Requests in all; the run ends when every one has been answered. */
    amount?: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    /** Seconds, up to the sampling tick (once a second) after the last answer, not the last answer itself. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance {
    /** Emitted for every answer. */
    on(event: "response", listener: () => void): Instance;
  }

  export default function autocannon(options: Options): Promise<Result>;
  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
}
