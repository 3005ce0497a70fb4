import { createHmac } from "node:crypto";
import { addressGroupOf } from "../messages/limit-key.ts";

/**
 * A public visitor, as the statistics know them (docs/decisions/017-reading-statistics.md): an HMAC of
 * their address and browser under the day's secret. Within a day the same visitor gives the same hash;
 * once the secret is deleted the next day, nobody (the owner included) can make it again or tell
 * whose it was. 128 bits: no two visitors of a day share one.
 */
export function visitorHashOf(daySecret: string, address: string, userAgent: string): string {
  return createHmac("sha256", daySecret).update(address).update("\n").update(userAgent).digest("hex").slice(0, 32);
}

/**
 * Who sent a referrer or source, for counting how many visitors sent it (view-sql.ts): the address's
 * group (an IPv4 address or IPv6 /64, limit-key.ts) under the day's secret, so a browser that changes its
 * User-Agent is still one sender. Deleted with the day's visitor hashes.
 */
export function senderHashOf(daySecret: string, address: string): string {
  return createHmac("sha256", daySecret)
    .update(`sender\n${addressGroupOf(address)}`)
    .digest("hex")
    .slice(0, 32);
}
