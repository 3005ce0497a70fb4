// Many address groups guessing a password over HTTP as fast as they can, each as one client sending
// its next wrong try as soon as the last is answered (docs/decisions/016-private-work.md, threat
// model: many guessers at once). Each names its address in X-Forwarded-For, so the server must trust it.
// Each group has guessed once before the flood, and those guesses spend the site-wide budget: the flood
// then meets the wait line at once, rather than setting off a burst of checks before it.

export interface GuessFlood {
  /** Tries the server refused at once because its wait line had no place for them. */
  lineRefusals(): number;
  /** Stops sending; resolves once every client has stopped (kill the server first: tries in line wait). */
  stop(): Promise<void>;
}

/** The JSON a refused try answers when the wait line has no place for it (guess-limit.ts). */
const LINE_REFUSAL = "Too many tries. Try again in 1 minute.";

type FloodTarget = { url: string; groups: string[]; origin: string };

/** One wrong try from `address`, as a JSON client without a proof of work sends it (two failures). */
function guess({ url, origin }: FloodTarget, address: string, password: string) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, "X-Forwarded-For": address },
    body: JSON.stringify({ password }),
  });
}

/** Starts the flood once every group has guessed once, checked and wrong (two failures each). */
export async function startGuessFlood(target: FloodTarget): Promise<GuessFlood> {
  const { groups } = target;
  await Promise.all(groups.map(async (address) => (await guess(target, address, `first guess ${address}`)).text()));
  let isStopped = false;
  let lineRefusals = 0;
  async function guessFrom(address: string, index: number) {
    for (let n = 0; !isStopped; n++) {
      try {
        const answer = await guess(target, address, `wrong guess ${index}.${n}`);
        const text = await answer.text();
        if (answer.status === 429 && text.includes(LINE_REFUSAL)) lineRefusals++;
      } catch {
        // The server went away: the test is over.
        return;
      }
    }
  }
  const clients = groups.map((address, index) => guessFrom(address, index));
  return {
    lineRefusals: () => lineRefusals,
    async stop() {
      isStopped = true;
      await Promise.all(clients);
    },
  };
}

/** `count` address groups: IPv4 addresses and IPv6 /64s, half each. */
export function addressGroups(count: number): string[] {
  return Array.from({ length: count }, (_, n) => (n % 2 === 0 ? `198.51.100.${n + 1}` : `2001:db8:${n.toString(16)}::1`));
}
