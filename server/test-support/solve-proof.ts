// Solves a challenge as a visitor's browser does (src/lib/proof-of-work/proof-of-work.worker.ts), with Node's own
// PBKDF2: for the tests and the benchmark, never the server itself.
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { CHALLENGE_URL } from "#src/lib/proof-of-work/proof-fields.ts";
import { encodeProofPayload } from "#src/lib/proof-of-work/proof-payload.ts";

/** What a visitor's browser does: asks the app for a challenge, solves it, and returns the payload it sends. */
export async function solveProofFrom(app: { request(path: string): Response | Promise<Response> }): Promise<string> {
  const challenge = (await (await app.request(CHALLENGE_URL)).json()) as Challenge;
  return solveProof(challenge);
}

export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  return encodeProofPayload(challenge, solution);
}
