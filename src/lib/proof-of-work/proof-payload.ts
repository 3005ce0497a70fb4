import type { Challenge } from "altcha-lib";

/**
 * What a post carries as its proof of work (the X-Altcha header, or the hidden field: proof-fields.ts):
 * base64 JSON of the challenge and its solution, as server/messages/proof-of-work.ts reads it.
 */
export function encodeProofPayload(challenge: Challenge, { counter, derivedKey }: { counter: number; derivedKey: string }) {
  return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
}
