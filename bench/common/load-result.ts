// Pure: one route's load-test numbers, and how several runs of it add up.

export interface LoadResult {
  method: "GET" | "POST";
  path: string;
  reqPerSec: number;
  /** For a combination of runs, the worst run's p99: percentiles of separate runs cannot be merged exactly. */
  p99Ms: number;
  requests: number;
  seconds: number;
  /** Answers by HTTP status: {"200": 81234}. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

/** Several runs of the same request as one: answers over total time, statuses and errors summed. */
export function combineRuns(runs: readonly LoadResult[]): LoadResult {
  const [first] = runs;
  if (!first) throw new Error("no runs to combine");
  const sum = (pick: (run: LoadResult) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const statuses: Record<string, number> = {};
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  }
  const requests = sum((run) => run.requests);
  const seconds = sum((run) => run.seconds);
  return {
    method: first.method,
    path: first.path,
    reqPerSec: seconds === 0 ? 0 : requests / seconds,
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    requests,
    seconds,
    statuses,
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
  };
}
