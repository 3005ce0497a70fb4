import { isbot } from "isbot";

// The same few browsers send most beacons, and isbot's one large pattern is among a beacon's dearest
// steps: each User-Agent is judged once and remembered, up to this many (then the memory starts again).
const REMEMBERED = 1000;

/** isbot, remembering its answer for each User-Agent it has judged. */
export function createBotCheck(): (userAgent: string) => boolean {
  let judged = new Map<string, boolean>();
  return (userAgent) => {
    let isBot = judged.get(userAgent);
    if (isBot === undefined) {
      isBot = isbot(userAgent);
      if (judged.size >= REMEMBERED) judged = new Map();
      judged.set(userAgent, isBot);
    }
    return isBot;
  };
}
