// Solves a form's proof-of-work challenge off the main thread, so typing never stutters
// (proof-of-work-solver.ts starts it; server/messages/proof-of-work.ts sets and checks the work).
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { encodeProofPayload } from "./proof-payload.ts";

// A dedicated worker's scope; the project's types are the window's (tsconfig lib "DOM").
const scope = self as unknown as {
  onmessage: (event: MessageEvent<Challenge>) => void;
  postMessage(message: string | null): void;
};

scope.onmessage = async (event) => {
  const challenge = event.data;
  try {
    const solution = await solveChallenge({ challenge, deriveKey });
    scope.postMessage(solution ? encodeProofPayload(challenge, solution) : null);
  } catch (error) {
    // The post still goes, without a proof; the console says why.
    console.error("The proof of work could not be solved:", error);
    scope.postMessage(null);
  }
};
