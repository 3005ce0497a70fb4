// Waits the code under test makes on setTimeout, on vitest's fake clock: the clock moves only when
// the test moves it, so a wait of seconds costs no real time and is checked to the millisecond.
// Everything else (scrypt on the thread pool, SQLite) runs in real time, and these helpers wait for it.

// node:timers' own setTimeout, which vitest's fake timers leave alone (they replace the global one):
// real work needs real time to finish while the fake clock stands still.
import { setTimeout as realSetTimeout } from "node:timers";
import { vi } from "vitest";

/** setTimeout and Date faked; setImmediate and process.nextTick stay real, as the stores and streams need them. */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
}

/** Lets real work go on for a moment, the fake clock standing still: before checking that something has NOT happened yet. */
export function realPause(ms = 5): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, ms));
}

/** Waits in real time, the fake clock standing still, until `condition` holds; throws after `timeoutMs` of real time. */
export async function untilReal(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs) throw new Error(`still not so after ${timeoutMs} ms: ${condition}`);
    await realPause();
  }
}

/** The answer, settled with the fake clock standing still; throws when it has not settled after `timeoutMs` of real time. */
export async function settledWithClockStill<T>(answer: T | Promise<T>, timeoutMs = 10_000): Promise<T> {
  let isSettled = false;
  const settled = Promise.resolve(answer).finally(() => {
    isSettled = true;
  });
  await untilReal(() => isSettled, timeoutMs);
  return settled;
}
