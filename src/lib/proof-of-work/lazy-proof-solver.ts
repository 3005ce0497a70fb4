// A form's way to its proof of work: the solver's code is fetched, and its first challenge started,
// only when start() is first called (when a visitor comes to the form), never before the page has
// painted and not at all for a visitor who never writes. The contact form and the private work
// teaser each keep one for as long as they are on the page.
import type { ProofSolver } from "./proof-of-work-solver.ts";

export interface LazyProofSolver {
  /** Loads the solver and starts solving, once; later calls do nothing more. */
  start(): void;
  /**
   * The next payload, waiting up to `waitMs` for the one being solved (starting it if nothing has);
   * undefined when there is none in time or the solver could not load.
   */
  take(waitMs: number): Promise<string | undefined>;
}

/** `onReady` hears each payload as it becomes ready (a hidden field, for a post the browser sends itself). */
export function lazyProofSolver(onReady?: (payload: string | undefined) => void): LazyProofSolver {
  let solver: Promise<ProofSolver> | undefined;
  const load = () => {
    solver ??= import("./proof-of-work-solver.ts").then(({ createProofSolver }) => {
      const started = createProofSolver();
      if (onReady) started.onReady(onReady);
      return started;
    });
    return solver;
  };
  return {
    // A solver that cannot load (the network gone) leaves the form sending without a proof: take() says so.
    start: () => void load().catch(() => undefined),
    take: (waitMs) =>
      load()
        .then((started) => started.take(waitMs))
        .catch(() => undefined),
  };
}
