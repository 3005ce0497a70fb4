import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The sender's IP address, for the rate limit and the stored hash. X-Forwarded-For is read only
 * when TRUST_PROXY says a proxy sets it; then its last entry is the address that proxy saw (any
 * entries before it came from the client and could be forged).
 */
export function senderAddressOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header("X-Forwarded-For")
      ?.split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // No Node socket behind the request (app.request in tests).
    return "unknown";
  }
}
