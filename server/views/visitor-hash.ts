import { createHmac } from "node:crypto";

/**
 * A public visitor, as the statistics know them (docs/decisions/017-reading-statistics.md): an HMAC of
 * their address and browser under the day's secret. Within a day the same visitor gives the same hash;
 * once the secret is deleted the next day, nobody (the owner included) can make it again or tell
 * whose it was. 128 bits: no two visitors of a day share one.
 */
export function visitorHashOf(daySecret: string, address: string, userAgent: string): string {
  return createHmac("sha256", daySecret).update(address).update("\n").update(userAgent).digest("hex").slice(0, 32);
}
