// Loaded by a form once a visitor comes to it, never before the page has painted (lazy-proof-solver.ts;
// the contact form and the private work teaser): asks for a challenge and solves it in a worker while they type.
import { CHALLENGE_URL } from "./proof-fields.ts";

/** How long before its challenge expires a solution is no longer offered. */
const EXPIRY_MARGIN_MS = 30_000;

interface Solved {
  payload: string | null;
  /** Milliseconds since 1970; after this the server would refuse it as expired. */
  usableUntil: number;
}

export interface ProofSolver {
  /**
   * The payload to send with a post, waiting up to `waitMs` for the solving under way; undefined when
   * there is none in time (the post then goes without: a message is kept for the owner to release, a
   * password try counts double).
   * Each payload is handed out once, and the next challenge is started at once.
   */
  take(waitMs: number): Promise<string | undefined>;
  /** Called with each payload as it becomes ready (the form's hidden field, for a post the browser sends itself). */
  onReady(listener: (payload: string | undefined) => void): void;
}

async function solveOne(): Promise<Solved> {
  const response = await fetch(CHALLENGE_URL, { headers: { Accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`Request failed with ${response.status}`);
  const challenge = (await response.json()) as { parameters?: { expiresAt?: number } };
  const usableUntil = (challenge.parameters?.expiresAt ?? 0) * 1000 - EXPIRY_MARGIN_MS;
  const worker = new Worker(new URL("./proof-of-work.worker.ts", import.meta.url), { type: "module" });
  try {
    const payload = await new Promise<string | null>((resolve) => {
      worker.onmessage = (event: MessageEvent<string | null>) => resolve(event.data);
      worker.onerror = () => resolve(null);
      worker.postMessage(challenge);
    });
    return { payload, usableUntil };
  } finally {
    worker.terminate();
  }
}

export function createProofSolver(): ProofSolver {
  let listener: (payload: string | undefined) => void = () => undefined;
  let current: Promise<Solved | undefined>;
  const start = () => {
    current = solveOne().catch(() => undefined);
    void current.then((solved) => listener(solved?.payload ?? undefined));
  };
  start();
  return {
    async take(waitMs) {
      const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, waitMs));
      let solved = await Promise.race([current, timeout]);
      // Solved long ago and expired since (the visitor took a break): solve a fresh one.
      if (solved && solved.usableUntil < Date.now()) {
        start();
        solved = await Promise.race([current, timeout]);
      }
      start();
      return solved?.payload ?? undefined;
    },
    onReady(next) {
      listener = next;
    },
  };
}
