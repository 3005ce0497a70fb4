// The contact form's proof of work (ALTCHA's protocol, docs/decisions/014-proof-of-work.md): the
// server signs a challenge, the visitor's browser solves it while they type, and a post that carries
// a valid, unexpired, unspent solution is emailed; any other is kept as 'held'.
import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

// PBKDF2 runs as one native call in a browser's Web Crypto, as fast as a bot's native code: with
// 450 to 1000 runs of 1000 iterations, about a second on a mid-range phone while the visitor types,
// and about a quarter of a CPU-second per message for a bot (README, Spam).
export const PROOF_ALGORITHM = "PBKDF2/SHA-256";
export const PROOF_COST = 1000;
export const PROOF_COUNTER = { min: 450, max: 1000 };
/** A challenge is good for this long after it is issued, and its solution is spent once. */
export const PROOF_LIFETIME_MS = 10 * 60_000;
/** The store's secret that signs challenges when PROOF_OF_WORK_SECRET is unset. */
export const PROOF_SECRET_NAME = "proof_of_work_key";

export type ProofCheck =
  | { ok: true; key: string; expiresAt: Date }
  | { ok: false; reason: "missing" | "malformed" | "invalid" | "expired" };

export interface ProofOfWork {
  challenge(): Promise<Challenge>;
  /** Whether a payload (base64 JSON of the challenge and its solution) is a valid, unexpired solution. */
  check(payload: string | undefined): Promise<ProofCheck>;
}

function decode(payload: string): { challenge: Challenge; solution: { counter: number; derivedKey: string } } | undefined {
  try {
    const value = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as unknown;
    if (typeof value !== "object" || value === null) return undefined;
    const { challenge, solution } = value as Record<string, unknown>;
    if (typeof challenge !== "object" || challenge === null || typeof solution !== "object" || solution === null)
      return undefined;
    return value as { challenge: Challenge; solution: { counter: number; derivedKey: string } };
  } catch {
    return undefined;
  }
}

export function createProofOfWork(secret: string, now: () => Date = () => new Date()): ProofOfWork {
  // The challenge also carries a signature of the key its solution must find, so checking a solution
  // is one HMAC rather than the visitor's whole work again (what keeps POST fast, bench/results.md).
  const keySecret = createHmac("sha256", secret).update("proof-of-work derived key").digest("hex");
  return {
    challenge: () =>
      createChallenge({
        algorithm: PROOF_ALGORITHM,
        cost: PROOF_COST,
        // altcha-lib's randomInt takes the maximum first.
        counter: randomInt(PROOF_COUNTER.max, PROOF_COUNTER.min),
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
        expiresAt: new Date(now().getTime() + PROOF_LIFETIME_MS),
      }),
    async check(payload) {
      if (!payload) return { ok: false, reason: "missing" };
      // A payload is a few hundred bytes; anything far larger is not one, and is not decoded.
      const decoded = payload.length <= 4096 ? decode(payload) : undefined;
      if (!decoded) return { ok: false, reason: "malformed" };
      const { parameters } = decoded.challenge;
      // Only our own kind of challenge, before it is checked at all: a forged one may name another algorithm.
      if (parameters?.algorithm !== PROOF_ALGORITHM || parameters.cost !== PROOF_COST || !parameters.expiresAt) {
        return { ok: false, reason: "invalid" };
      }
      try {
        const result = await verifySolution({
          ...decoded,
          deriveKey,
          hmacSignatureSecret: secret,
          hmacKeySignatureSecret: keySecret,
        });
        if (result.expired) return { ok: false, reason: "expired" };
        if (!result.verified) return { ok: false, reason: "invalid" };
      } catch {
        return { ok: false, reason: "malformed" };
      }
      return { ok: true, key: parameters.nonce, expiresAt: new Date(parameters.expiresAt * 1000) };
    },
  };
}
