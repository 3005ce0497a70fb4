// The rate limit's key for a sender's address (docs/product.md#abuse-protection): one allowance per
// IPv4 address or per IPv6 /64, and only a keyed hash of it, so neither the limiter in memory nor
// PostgreSQL's shared rate_limits table ever holds an address.
import { createHmac, createSecretKey, type KeyObject } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/** The store's secret (MessageStore.secret) that keys the hashes: every server on one PostgreSQL shares it. */
export const LIMIT_KEY_SECRET_NAME = "rate_limit_key";

/**
 * What one allowance covers. An IPv4 address is one sender; an IPv4 address written as IPv6
 * (::ffff:a.b.c.d, as a dual-stack socket reports it) is that IPv4 address. An IPv6 address is
 * reduced to its /64: a provider gives each customer at least a /64, so anyone may send from
 * 2^64 addresses of their own. Anything else (`unknown`, a proxy's odd entry) is its own group, as it is.
 */
export function addressGroupOf(written: string): string {
  const address = withoutPort(written);
  if (isIPv4(address)) return address;
  // A zone (fe80::1%eth0) names the server's own interface, not the sender.
  const withoutZone = address.replace(/%.*$/, "");
  if (!isIPv6(withoutZone)) return written;
  const groups = ipv6Groups(withoutZone);
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * Some proxies write the client's port into X-Forwarded-For (`203.0.113.7:51234`, `[2001:db8::1]:443`):
 * with it, every new connection would count as a new sender.
 */
function withoutPort(address: string): string {
  return address.replace(/^\[([^\]]+)\](?::\d+)?$/, "$1").replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1");
}

/** The eight 16-bit groups of an address node:net's isIPv6 accepted (`::` expanded, an IPv4 tail made two groups). */
function ipv6Groups(address: string): number[] {
  const text = address.toLowerCase().replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => {
    const [high, low] = [Number(a) * 256 + Number(b), Number(c) * 256 + Number(d)];
    return `${high.toString(16)}:${low.toString(16)}`;
  });
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const [head = "", tail] = text.split("::");
  const [before, after] = [parse(head), tail === undefined ? [] : parse(tail)];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** The key the rate limit counts under: an HMAC-SHA256 of the address's group, never the address. */
export function limitKeyOf(secret: string | KeyObject, address: string): string {
  return createHmac("sha256", secret).update(addressGroupOf(address)).digest("hex");
}

/**
 * limitKeyOf with the store's secret, read from the store on first use and kept. A read that fails
 * (the store unreachable) is tried again on the next post rather than remembered.
 */
export function createLimitKeys(loadSecret: () => Promise<string>): (address: string) => Promise<string> {
  // Kept as a key object: HMAC then skips preparing the key on every post (a beacon's dearer steps).
  let secret: Promise<KeyObject> | undefined;
  return async (address) => {
    secret ??= loadSecret().then(
      (text) => createSecretKey(Buffer.from(text)),
      (error: unknown) => {
        secret = undefined;
        throw error;
      },
    );
    return limitKeyOf(await secret, address);
  };
}
