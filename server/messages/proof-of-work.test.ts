import { createHmac } from "node:crypto";
import { verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { expect, test } from "vitest";
import { solveProof } from "../test-support/solve-proof.ts";
import { createProofOfWork, PROOF_CLOCK_ALLOWANCE_MS, PROOF_LIFETIME_MS } from "./proof-of-work.ts";

const SECRET = "a secret long enough to sign challenges";
const KEY_SECRET = createHmac("sha256", SECRET).update("proof-of-work derived key").digest("hex");

type Payload = {
  challenge: { parameters: Record<string, unknown>; signature: string };
  solution: { counter: number; derivedKey: string };
};
const decode = (payload: string) => JSON.parse(Buffer.from(payload, "base64").toString()) as Payload;
const encode = (value: Payload) => Buffer.from(JSON.stringify(value)).toString("base64");

/** altcha-lib's own verdict on a payload, which the server's faster check must match. */
async function libraryVerdict(payload: string): Promise<boolean> {
  const { challenge, solution } = decode(payload);
  const result = await verifySolution({
    challenge: challenge as never,
    solution,
    deriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  }).catch(() => ({ verified: false }));
  return result.verified;
}

test("the server's check agrees with altcha-lib's verifySolution on valid, forged, altered and expired solutions", async () => {
  const proofOfWork = createProofOfWork(SECRET);
  const valid = await solveProof(await proofOfWork.challenge());
  const expired = await solveProof(
    await createProofOfWork(SECRET, () => new Date(Date.now() - PROOF_LIFETIME_MS - 60_000)).challenge(),
  );
  const forged = await solveProof(await createProofOfWork("another secret, long enough to sign").challenge());
  const alter = (change: (value: Payload) => void) => {
    const value = decode(valid);
    change(value);
    return encode(value);
  };
  const cases: Record<string, [string, boolean]> = {
    valid: [valid, true],
    expired: [expired, false],
    forged: [forged, false],
    "another key": [alter((value) => (value.solution.derivedKey = "00".repeat(32))), false],
    "uppercase key": [alter((value) => (value.solution.derivedKey = value.solution.derivedKey.toUpperCase())), false],
    "an easier challenge": [alter((value) => (value.challenge.parameters.cost = 1)), false],
    "a longer life": [
      alter((value) => (value.challenge.parameters.expiresAt = Number(value.challenge.parameters.expiresAt) + 3600)),
      false,
    ],
    "another nonce": [alter((value) => (value.challenge.parameters.nonce = "00".repeat(16))), false],
    "no signature": [alter((value) => (value.challenge.signature = "")), false],
  };
  for (const [name, [payload, isValid]] of Object.entries(cases)) {
    const check = await proofOfWork.check(payload);
    expect(check.ok, name).toBe(isValid);
    expect(await libraryVerdict(payload), `altcha-lib on ${name}`).toBe(isValid);
  }
  expect(await proofOfWork.check(expired)).toEqual({ ok: false, reason: "expired" });
  expect(await proofOfWork.check(undefined)).toEqual({ ok: false, reason: "missing" });
  expect(await proofOfWork.check("not base64 json")).toEqual({ ok: false, reason: "malformed" });
});

test("a valid solution names its challenge's nonce, to be spent once, and when it expires", async () => {
  const at = new Date("2026-11-24T10:00:00Z");
  const proofOfWork = createProofOfWork(SECRET, () => at);
  const challenge = await proofOfWork.challenge();
  const check = await proofOfWork.check(await solveProof(challenge));
  expect(check).toEqual({ ok: true, key: challenge.parameters.nonce, expiresAt: new Date("2026-11-24T10:10:00Z") });
});

test("a solution signed with our key is refused as forged when its expiry lies further ahead than a challenge lives", async () => {
  const at = new Date("2026-11-24T10:00:00Z");
  const proofOfWork = createProofOfWork(SECRET, () => at);
  // Challenges issued by a server whose clock is ahead by `aheadMs`: signed by the same key, so only their expiry tells.
  const solvedAhead = async (aheadMs: number) =>
    solveProof(await createProofOfWork(SECRET, () => new Date(at.getTime() + aheadMs)).challenge());
  expect(await proofOfWork.check(await solvedAhead(365 * 24 * 3_600_000))).toEqual({ ok: false, reason: "invalid" });
  expect(await proofOfWork.check(await solvedAhead(PROOF_CLOCK_ALLOWANCE_MS + 1_000))).toEqual({ ok: false, reason: "invalid" });
  // A clock a little ahead, within the allowance, is not a forgery.
  expect(await proofOfWork.check(await solvedAhead(PROOF_CLOCK_ALLOWANCE_MS - 1_000))).toMatchObject({ ok: true });
});
