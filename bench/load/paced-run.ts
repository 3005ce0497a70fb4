import type { LoadTarget } from "../common/autocannon.ts";
import { percentile, ratio } from "../common/stats.ts";
import type { LoadRun } from "./load-run.ts";

const TIMEOUT_MS = 10_000;

export interface PacedOptions {
  durationSeconds: number;
  perSecond: number;
  rateLimit: LoadRun["rateLimit"];
}

/**
 * Sends the target's requests at a steady rate, each timed from its own start to the end of its
 * answer; the rate is answers from the first send to the last answer, as runAutocannon counts it
 * (bench/common/autocannon.ts). Autocannon's fixed-rate mode is not used for this: under heavy load
 * beside it, it reported messages taking seconds that a separate client saw answered in under 150 ms.
 */
export async function runPaced(url: string, target: LoadTarget, options: PacedOptions): Promise<LoadRun> {
  const { durationSeconds, perSecond, rateLimit } = options;
  const durations: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  let lastAnswerAt = 0;

  async function send(index: number) {
    const request = target.requests[index % target.requests.length];
    if (!request) return;
    const started = performance.now();
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      const response = await fetch(new URL(request.path, url), {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      lastAnswerAt = performance.now();
      durations.push(lastAnswerAt - started);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    } catch (error) {
      errors += 1;
      if (error instanceof DOMException && error.name === "TimeoutError") timeouts += 1;
    } finally {
      inFlight -= 1;
    }
  }

  const sent: Promise<void>[] = [];
  const total = durationSeconds * perSecond;
  const start = performance.now();
  for (let index = 0; index < total; index += 1) {
    // Each request leaves at its own moment on the clock, not after the one before has been answered.
    const due = start + (index * 1000) / perSecond;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    sent.push(send(index));
  }
  await Promise.all(sent);

  durations.sort((a, b) => a - b);
  const answers = durations.length;
  const seconds = answers === 0 ? 0 : (lastAnswerAt - start) / 1000;
  return {
    name: target.name,
    connections: mostInFlight,
    reqPerSec: ratio(answers, seconds),
    p50Ms: Math.round(percentile(durations, 0.5)),
    p99Ms: Math.round(percentile(durations, 0.99)),
    answers,
    seconds,
    statuses,
    errors,
    timeouts,
    rateLimit,
  };
}
