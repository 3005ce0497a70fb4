import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { TrustProxy } from "../trusted-proxies.ts";

/** The address of the connection's other end: the visitor, or the proxy in front of the server. */
export function peerAddressOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // No Node socket behind the request (app.request in tests).
    return "unknown";
  }
}

/**
 * The sender's IP address, for the rate limit and the stored hash. X-Forwarded-For is read only when
 * TRUST_PROXY trusts the direct peer (docs/configuration.md). Then the sender is its last entry that
 * is not a listed proxy: each proxy appends the address it saw, so the entries left of the first one
 * no listed proxy wrote came from the client and could be forged. With every entry a listed proxy,
 * the first one.
 */
export function senderAddressOf(c: Context, trustProxy: TrustProxy): string {
  const peer = peerAddressOf(c);
  if (!trustProxy.trustsPeer(peer)) return peer;
  const entries = (c.req.header("X-Forwarded-For") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.findLast((entry) => !trustProxy.isProxy(entry)) ?? entries[0] ?? peer;
}
