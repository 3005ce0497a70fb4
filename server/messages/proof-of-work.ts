// The contact form's proof of work (ALTCHA's protocol, docs/decisions/014-proof-of-work.md): the
// server signs a challenge, the visitor's browser solves it while they type, and a post that carries
// a valid, unexpired, unspent solution is emailed; any other is kept as 'held'.
import { createHmac, timingSafeEqual } from "node:crypto";
import { type Challenge, createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { MessageStore } from "./message-store.ts";

// PBKDF2 runs as one native call in a browser's Web Crypto, as fast as a bot's native code: with
// 450 to 1000 runs of 1000 iterations, about a second on a mid-range phone while the visitor types,
// and about a quarter of a CPU-second per message for a bot (README, Spam).
export const PROOF_ALGORITHM = "PBKDF2/SHA-256";
export const PROOF_COST = 1000;
export const PROOF_COUNTER = { min: 450, max: 1000 };
/** A challenge is good for this long after it is issued, and its solution is spent once. */
export const PROOF_LIFETIME_MS = 10 * 60_000;
/**
 * How much further ahead than PROOF_LIFETIME_MS a challenge's expiry may lie and still be ours: with
 * several servers, one may issue the challenge and another, its clock a little behind, check the
 * post. A minute covers clocks some seconds apart (NTP keeps them within milliseconds), while a
 * proof is still good for 11 minutes at most, and its spent nonce kept no longer.
 */
export const PROOF_CLOCK_ALLOWANCE_MS = 60_000;
/** The store's secret that signs challenges when PROOF_OF_WORK_SECRET is unset. */
const PROOF_SECRET_NAME = "proof_of_work_key";

export type ProofCheck =
  | { ok: true; key: string; expiresAt: Date }
  | { ok: false; reason: "missing" | "malformed" | "invalid" | "expired" };

export interface ProofOfWork {
  challenge(): Promise<Challenge>;
  /** Whether a payload (base64 JSON of the challenge and its solution) is a valid, unexpired solution. */
  check(payload: string | undefined): Promise<ProofCheck>;
}

function hmacHex(key: string, data: string | Buffer): string {
  return createHmac("sha256", key).update(data).digest("hex");
}

function isSameHex(expected: string, given: string): boolean {
  return expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/** JSON with every object's keys in order, as altcha-lib signs a challenge's parameters. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return JSON.stringify(value);
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonicalJson(each)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The payload encodeProofPayload writes (src/lib/proof-of-work/proof-payload.ts), or undefined for anything else. */
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
      const { parameters, signature } = decoded.challenge;
      // Only our own kind of challenge: a forged one may name another algorithm or no expiry.
      if (
        parameters?.algorithm !== PROOF_ALGORITHM ||
        parameters.cost !== PROOF_COST ||
        typeof parameters.expiresAt !== "number" ||
        typeof parameters.keySignature !== "string" ||
        typeof signature !== "string"
      ) {
        return { ok: false, reason: "invalid" };
      }
      // altcha-lib's verifySolution, in its signed-key path, with node:crypto's HMAC: its own two Web
      // Crypto calls took a third of a millisecond per post, a fifth of the POST route's time.
      // proof-of-work.test.ts checks that both agree.
      if (!isSameHex(hmacHex(secret, canonicalJson(parameters)), signature)) return { ok: false, reason: "invalid" };
      const expiresAtMs = parameters.expiresAt * 1000;
      if (expiresAtMs < now().getTime()) return { ok: false, reason: "expired" };
      // Signed with our key, yet no challenge of ours lives this long: issued by a server whose clock
      // ran far ahead, or signed by someone else who holds the key. Refused as a forgery, so no proof
      // is good, or its nonce kept in spent_proofs, past a challenge's life (docs/product.md#abuse-protection).
      if (expiresAtMs > now().getTime() + PROOF_LIFETIME_MS + PROOF_CLOCK_ALLOWANCE_MS) return { ok: false, reason: "invalid" };
      const { derivedKey } = decoded.solution;
      if (typeof derivedKey !== "string" || !/^(?:[0-9a-f]{2})+$/.test(derivedKey)) return { ok: false, reason: "invalid" };
      if (!isSameHex(hmacHex(keySecret, Buffer.from(derivedKey, "hex")), parameters.keySignature)) {
        return { ok: false, reason: "invalid" };
      }
      return { ok: true, key: parameters.nonce, expiresAt: new Date(expiresAtMs) };
    },
  };
}

/** The server's proof of work, signed with PROOF_OF_WORK_SECRET when set, else with the store's own kept secret. */
export async function openProofOfWork(store: Pick<MessageStore, "secret">, configuredSecret?: string): Promise<ProofOfWork> {
  return createProofOfWork(configuredSecret ?? (await store.secret(PROOF_SECRET_NAME)));
}
