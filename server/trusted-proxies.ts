// Which direct peers may tell the server who the visitor is and which scheme they used
// (X-Forwarded-For, X-Forwarded-Proto): TRUST_PROXY (docs/configuration.md). `true` trusts any peer,
// as any client can then claim any address; a list trusts only the proxies named, by address or CIDR
// range, matched by node:net's BlockList (IPv4 and IPv6, addresses and subnets) rather than by hand.
import { BlockList, isIPv4, isIPv6 } from "node:net";

export interface TrustProxy {
  /** As TRUST_PROXY set it: no proxy, any peer (`true`), or the list's entries. */
  readonly setting: "none" | "any" | readonly string[];
  /** Whether a request whose direct peer is `address` may name the visitor's address and scheme. */
  trustsPeer(address: string): boolean;
  /** Whether an X-Forwarded-For entry is one of the listed proxies, so the visitor is further left. */
  isProxy(address: string): boolean;
}

/** Said once at start with TRUST_PROXY=true (server/start-server.ts): whoever reaches the port may claim any address. */
export const ANY_PROXY_NOTE =
  "TRUST_PROXY=true: X-Forwarded-For and X-Forwarded-Proto are believed from any client that reaches this port; list your proxy instead (TRUST_PROXY=127.0.0.1, or its address or range) so only it is.";

export const TRUST_NO_PROXY: TrustProxy = { setting: "none", trustsPeer: () => false, isProxy: () => false };

/** `true`: any peer is believed, and X-Forwarded-For's last entry is the visitor, as one proxy writes it. */
export const TRUST_ANY_PROXY: TrustProxy = { setting: "any", trustsPeer: () => true, isProxy: () => false };

/**
 * An address as BlockList checks it: without a port a proxy may have written (`203.0.113.7:51234`,
 * `[2001:db8::1]:443`) or a zone, an IPv4 address written as IPv6 (`::ffff:10.0.0.2`, as a dual-stack
 * socket reports it) as that IPv4 address; undefined for anything that is no address.
 */
function addressOf(written: string): { address: string; family: "ipv4" | "ipv6" } | undefined {
  const address = written
    .trim()
    .replace(/^\[([^\]]+)\](?::\d+)?$/, "$1")
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1")
    .replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return { address: mapped, family: "ipv4" };
  if (isIPv4(address)) return { address, family: "ipv4" };
  if (isIPv6(address)) return { address, family: "ipv6" };
  return undefined;
}

/** Adds one entry (`10.0.0.2`, `10.0.0.0/8`, `fd00::/8`) to the list; false when it is neither an address nor a range. */
function addEntry(list: BlockList, entry: string): boolean {
  const [network = "", prefix, ...rest] = entry.split("/");
  const family = isIPv4(network) ? "ipv4" : isIPv6(network) ? "ipv6" : undefined;
  // A zone (fe80::1%eth0) names an interface of this machine, not a proxy's address.
  if (!family || rest.length > 0 || network.includes("%")) return false;
  if (prefix === undefined) {
    list.addAddress(network, family);
    return true;
  }
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === "ipv4" ? 32 : 128)) return false;
  list.addSubnet(network, Number(prefix), family);
  return true;
}

/** The proxies listed in `entries`, or the first entry that is neither an address nor a CIDR range. */
export function trustedProxiesOf(entries: readonly string[]): { trust: TrustProxy } | { badEntry: string } {
  const list = new BlockList();
  for (const entry of entries) if (!addEntry(list, entry)) return { badEntry: entry };
  const isListed = (written: string) => {
    const parsed = addressOf(written);
    return parsed !== undefined && list.check(parsed.address, parsed.family);
  };
  return { trust: { setting: entries, trustsPeer: isListed, isProxy: isListed } };
}

const FLAGS: Record<string, TrustProxy> = {
  true: TRUST_ANY_PROXY,
  "1": TRUST_ANY_PROXY,
  yes: TRUST_ANY_PROXY,
  false: TRUST_NO_PROXY,
  "0": TRUST_NO_PROXY,
  no: TRUST_NO_PROXY,
};

/** TRUST_PROXY's value: a flag, or a comma-separated list of addresses and CIDR ranges (empty entries ignored). */
export function parseTrustProxy(value: string): { trust: TrustProxy } | { badEntry: string } {
  const flag = FLAGS[value.trim().toLowerCase()];
  if (flag) return { trust: flag };
  return trustedProxiesOf(
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
}
