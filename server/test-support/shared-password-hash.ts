// scrypt at the production cost is a tenth of a second or more a hash on a busy machine, and setting
// a password makes two (the new hash, and the check that it differs from the other password). Tests
// whose subject is not setting the password set it from one hash per password for the whole test
// file (create-test-app.ts); access-store.test.ts and owner-store.test.ts test setPassword itself.
import { hashPassword } from "../access/password-hash.ts";

const sharedHashes = new Map<string, Promise<string>>();

/** The scrypt hash of `password`, made at the production cost the first time the test file asks. */
export function sharedHashOf(password: string): Promise<string> {
  const hash = sharedHashes.get(password) ?? hashPassword(password);
  sharedHashes.set(password, hash);
  return hash;
}
