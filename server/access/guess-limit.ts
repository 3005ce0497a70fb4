// The limits on guessing the password (docs/decisions/016-private-work.md, threat model): each address
// group (an IPv4 address, an IPv6 /64) has 5 failures per 10 minutes; past 100 failures an hour across
// the site, every try waits before it is checked. Counted in the access store, so every server on one
// database counts together, and only under a keyed hash of the group (server/messages/limit-key.ts).
import type { AccessStore } from "./access-store.ts";
import { createTurnedAwayCounts } from "./turned-away-counts.ts";
import { createWaitLine } from "./wait-line.ts";

/** Where failed tries are counted: private work's in the access store, the owner's sign-ins apart. */
export type FailureCounter = Pick<
  AccessStore,
  "recordFailure" | "forgetFailure" | "countFailures" | "countAllFailures" | "recordBudgetSpent" | "lastBudgetSpentAt"
>;

export const GUESS_LIMIT = { failures: 5, windowMs: 10 * 60 * 1000 } as const;
export const SITE_BUDGET = { failures: 100, windowMs: 60 * 60 * 1000 } as const;
/** How long each try waits while the site-wide budget is spent. */
export const OVER_BUDGET_WAIT_MS = 2000;
/** Tries waiting in that line at most (half a minute's worth), one per address group (wait-line.ts). */
export const MAX_WAITING_TRIES = 15;
const MINUTE_MS = 60 * 1000;

export type GuessCheck = { allowed: true } | { allowed: false; retryAfterMinutes: number };

export function tooManyTriesText(minutes: number): string {
  return `Too many tries. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

export interface GuessLimit {
  /**
   * Counts this try, `weight` times, as a failure BEFORE any password is hashed, then says whether it
   * may go on: only when fewer than 5 failures came before it. Tries sent together all count first, so
   * however many arrive at once, at most 5 are ever checked.
   */
  begin(key: string, weight: number): Promise<GuessCheck>;
  /** Takes back what begin() counted, for a try that proved right: only wrong tries are failures. */
  forgive(key: string, weight: number): Promise<void>;
  /**
   * Past the site-wide budget (the failures before this try, whose own `weight` begin() counted),
   * tries are checked one wait apart on this server, wherever they come from; tries go in the order
   * of their group's tries in the last hour, failures and tries turned away, fewest first (wait-line.ts). Resolves true when the try may
   * be checked; false when it gets no place in the line or loses it: the try is refused unchecked,
   * and its count taken back, so a flood of tries holds neither connections nor the budget.
   */
  waitIfOverBudget(key: string, weight: number): Promise<boolean>;
}

export function createGuessLimit(access: FailureCounter, now: () => Date, overBudgetWaitMs = OVER_BUDGET_WAIT_MS): GuessLimit {
  const failuresSince = (key: string, at: number) => access.countFailures(key, new Date(at));
  // Tries past the budget wait their turn in one line, so tries sent together do not wait side by side.
  const line = createWaitLine(overBudgetWaitMs, MAX_WAITING_TRIES);
  const turnedAway = createTurnedAwayCounts(SITE_BUDGET.windowMs);
  const forgive = async (key: string, weight: number) => {
    for (let count = 0; count < weight; count++) await access.forgetFailure(key);
  };

  /**
   * Whole minutes until the key's count falls under the limit again, at least 1. The store gives
   * counts, not times: the smallest m whose window, moved m minutes on, holds fewer than the limit,
   * found by halving (at most four counts, and only for an address already refused).
   */
  async function minutesUntilAllowed(key: string, windowStart: number): Promise<number> {
    let [low, high] = [1, GUESS_LIMIT.windowMs / MINUTE_MS];
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      // A failure exactly at the window's start still counts: a millisecond later it does not.
      if ((await failuresSince(key, windowStart + middle * MINUTE_MS + 1)) < GUESS_LIMIT.failures) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  return {
    async begin(key, weight) {
      for (let count = 0; count < weight; count++) await access.recordFailure(key);
      const windowStart = now().getTime() - GUESS_LIMIT.windowMs;
      // Those before this try: its own rows are in the count, and so is every try that counted before it.
      if ((await failuresSince(key, windowStart)) - weight < GUESS_LIMIT.failures) return { allowed: true };
      // Refused unchecked, so not a failure: an address past its limit cannot spend the site's budget.
      await forgive(key, weight);
      return { allowed: false, retryAfterMinutes: await minutesUntilAllowed(key, windowStart) };
    },
    forgive,
    async waitIfOverBudget(key, weight) {
      const hourAgo = new Date(now().getTime() - SITE_BUDGET.windowMs);
      const spent = await access.countAllFailures(hourAgo);
      if (spent - weight <= SITE_BUDGET.failures) return true;
      // Its own failures, which begin() counted, left out (failures are kept an hour, FAILURE_MEMORY_MS),
      // and its group's tries the line turned away, which are no failures but keep it from going first.
      const tries = (await access.countFailures(key, hourAgo)) - weight + turnedAway.countOf(key, now().getTime());
      // The failures are gone an hour on; the owner's room still says when the budget was last spent.
      // Noted last, so a try has joined the line by the time its note is seen (guess-limit-concurrency.test.ts).
      await access.recordBudgetSpent();
      if (await line.join(key, tries)) return true;
      turnedAway.add(key, now().getTime());
      await forgive(key, weight);
      return false;
    },
  };
}
