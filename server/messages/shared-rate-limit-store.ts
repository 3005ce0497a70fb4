import type { Env } from "hono";
import type { Store as RateLimitStore } from "hono-rate-limiter";
import type { SharedCounts } from "./message-store.ts";

/**
 * hono-rate-limiter's store over the store's shared counts, so several servers on one PostgreSQL
 * count one sender together (docs/product.md#abuse-protection); one server alone keeps the limiter's own memory store.
 */
export function rateLimitStoreOf<E extends Env>(counts: SharedCounts, windowMs: number, now: () => Date): RateLimitStore<E> {
  return {
    increment: async (key) => {
      const { hits, resetAt } = await counts.increment(key, windowMs, now());
      return { totalHits: hits, resetTime: resetAt };
    },
    decrement: (key) => counts.decrement(key, now()),
    resetKey: (key) => counts.reset(key),
    // Counted in the database, so every server sees every other's hits.
    localKeys: false,
  };
}
