import type { Pool } from "pg";
import type { MessageStore } from "./message-store.ts";

/**
 * Spends a proof of work sent without a message (MessageStore.spendProof) in PostgreSQL's spent_proofs,
 * the table a message's proof is spent in (postgres-store.ts): one statement, so of two servers
 * spending the same proof at once only one gets it. A key whose proof has expired may be spent again:
 * its proof is refused as expired before it gets here (proof-of-work.ts).
 */
export function postgresSpendProof(pool: Pool, now: () => Date): MessageStore["spendProof"] {
  return async ({ key, expiresAt }) => {
    const at = now();
    const { rowCount } = await pool.query(
      `INSERT INTO spent_proofs (key, expires_at) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE spent_proofs.expires_at <= $3`,
      [key, expiresAt, at],
    );
    // Now and then, proofs long expired go, as after a message's.
    if (Math.random() < 0.01) await pool.query("DELETE FROM spent_proofs WHERE expires_at <= $1", [at]);
    return rowCount === 1;
  };
}
