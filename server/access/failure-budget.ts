// The site-wide budget of failed password tries as the owner's room shows it (guess-limit.ts): how
// many failed in the last hour, whether that spends it now, and when it was last spent, which the
// store keeps after the failures themselves are gone.
import { type FailureCounter, SITE_BUDGET } from "./guess-limit.ts";

export interface BudgetState {
  /** Failed tries in the last hour, on every server sharing the database. */
  failures: number;
  /** Past the budget: each try now waits its turn (guess-limit.ts). */
  isSpent: boolean;
  lastSpentAt: Date | undefined;
}

export async function readBudget(
  counter: Pick<FailureCounter, "countAllFailures" | "lastBudgetSpentAt">,
  now: Date,
): Promise<BudgetState> {
  const [failures, lastSpentAt] = await Promise.all([
    counter.countAllFailures(new Date(now.getTime() - SITE_BUDGET.windowMs)),
    counter.lastBudgetSpentAt(),
  ]);
  return { failures, isSpent: failures > SITE_BUDGET.failures, lastSpentAt };
}
