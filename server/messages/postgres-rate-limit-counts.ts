import type { Pool } from "pg";
import type { SharedCounts } from "./message-store.ts";

/**
 * The rate limit's hit counts in PostgreSQL's rate_limits table, so every server on the one database
 * counts a sender together (docs/product.md#abuse-protection). Keys come already hashed (limit-key.ts): the table
 * never holds an address.
 */
export function postgresRateLimitCounts(pool: Pool): SharedCounts {
  return {
    async increment(key, windowMs, at) {
      // One statement: hits from several servers at once are all counted.
      const { rows } = await pool.query<{ hits: number; reset_at: Date }>(
        `INSERT INTO rate_limits AS counts (key, hits, reset_at) VALUES ($1, 1, $2::timestamptz + $3 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN counts.reset_at <= $2 THEN 1 ELSE counts.hits + 1 END,
           reset_at = CASE WHEN counts.reset_at <= $2 THEN EXCLUDED.reset_at ELSE counts.reset_at END
         RETURNING hits, reset_at`,
        [key, at, windowMs],
      );
      const row = rows[0];
      if (!row) throw new Error("The rate limit's count was not returned.");
      // Now and then, the counts of windows long over go (a sender who never came back).
      if (Math.random() < 0.01) await pool.query("DELETE FROM rate_limits WHERE reset_at <= $1", [at]);
      return { hits: row.hits, resetAt: row.reset_at };
    },
    async decrement(key, at) {
      await pool.query("UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1 AND reset_at > $2", [key, at]);
    },
    async reset(key) {
      await pool.query("DELETE FROM rate_limits WHERE key = $1", [key]);
    },
  };
}
