import { createHash } from "node:crypto";

/** A salted SHA-256 of the address: enough to tell that two messages came from one sender, not who that is. */
export function hashAddress(salt: string, address: string): string {
  return createHash("sha256").update(salt).update(address).digest("hex");
}
