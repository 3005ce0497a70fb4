// The guessing limits' counter (guess-limit.ts) on a store's failure tables, once for both of its
// users: private work's password tries (access-store-core.ts) and the owner's sign-ins
// (server/owner/owner-store-core.ts). Only keyed hashes are stored, and for an hour.
import { checkKeyHash } from "./access-input.ts";
import { FAILURE_MEMORY_MS } from "./access-store.ts";
import type { FailureCounter } from "./guess-limit.ts";
import type { FailureTables } from "./sqlite-access-failures.ts";

export function failureCounterOn(tables: FailureTables, now: () => Date): FailureCounter {
  return {
    async recordFailure(keyHash) {
      const at = now();
      await tables.insertFailure(checkKeyHash(keyHash), at);
      await tables.deleteFailuresBefore(new Date(at.getTime() - FAILURE_MEMORY_MS));
    },
    forgetFailure: (keyHash) => tables.deleteNewestFailure(checkKeyHash(keyHash)),
    countFailures: async (keyHash, since) => tables.countFailures(checkKeyHash(keyHash), since),
    countAllFailures: (since) => tables.countFailures(undefined, since),
    recordBudgetSpent: () => tables.recordBudgetSpent(now()),
    lastBudgetSpentAt: () => tables.lastBudgetSpentAt(),
  };
}
