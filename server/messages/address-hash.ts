import { createHash } from "node:crypto";

/**
 * A salted SHA-256 of the address: tells the owner that two messages came from one sender, and hides
 * the address from whoever sees the rows without the salt. Not from whoever holds the whole store,
 * salt included: 2^32 tries find an IPv4 address (docs/product.md#stored-secrets-and-addresses).
 */
export function hashAddress(salt: string, address: string): string {
  return createHash("sha256").update(salt).update(address).digest("hex");
}
