// Pure: one load run's numbers, as both benches record them, and how several runs of it add up.

export interface LoadResult {
  /** What was sent: "GET /", or a label for a mix of requests. */
  name: string;
  /** Connections open at once: autocannon's setting, or for a paced run the most requests in flight. */
  connections: number;
  /** Answers over `seconds`. */
  reqPerSec: number;
  /** For a combination of runs, the worst run's: percentiles of separate runs cannot be merged exactly. */
  p50Ms: number;
  p99Ms: number;
  /** Requests answered, whatever the status; errors and timeouts are not answers. */
  answers: number;
  /** From the first request to the last answer (see bench/common/autocannon.ts for why not autocannon's own). */
  seconds: number;
  /** Answers by HTTP status: {"200": 81234}. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts (no answer in time), timeouts included. */
  errors: number;
  timeouts: number;
}

const isSuccess = (status: string) => status.startsWith("2");

/** Answers with a 2xx status. */
export function count2xx(result: Pick<LoadResult, "statuses">): number {
  return Object.entries(result.statuses)
    .filter(([status]) => isSuccess(status))
    .reduce((sum, [, count]) => sum + count, 0);
}

/** Answers outside 2xx, by status; with the default rate limit these are the intended 429s. */
export function non2xx(result: Pick<LoadResult, "statuses">): Record<string, number> {
  return Object.fromEntries(Object.entries(result.statuses).filter(([status]) => !isSuccess(status)));
}

/** Several runs of the same requests as one: answers over total time, statuses and errors summed. */
export function combineRuns(runs: readonly LoadResult[]): LoadResult {
  const [first] = runs;
  if (!first) throw new Error("no runs to combine");
  const sum = (pick: (run: LoadResult) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const worst = (pick: (run: LoadResult) => number) => Math.max(...runs.map(pick));
  const statuses: Record<string, number> = {};
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  }
  const answers = sum((run) => run.answers);
  const seconds = sum((run) => run.seconds);
  return {
    name: first.name,
    connections: worst((run) => run.connections),
    reqPerSec: seconds === 0 ? 0 : answers / seconds,
    p50Ms: worst((run) => run.p50Ms),
    p99Ms: worst((run) => run.p99Ms),
    answers,
    seconds,
    statuses,
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
  };
}
