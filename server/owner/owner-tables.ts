// What each database does for the owner store (sqlite-owner-tables.ts, postgres-owner-tables.ts):
// plain reads and writes, each one statement or one transaction. The rules live in owner-store-core.ts.
import type { FailureTables } from "../access/sqlite-access-failures.ts";

export interface OwnerTables extends FailureTables {
  passwordHash(): Promise<string | undefined>;
  /** The password for private work's hash: the two passwords must differ. */
  privateWorkPasswordHash(): Promise<string | undefined>;
  /** Sets the hash, counts one more generation, and deletes every session, together. */
  replacePassword(hash: string): Promise<void>;
  /** Records the password's current generation; false when no password is set. */
  /** Records the password's current generation; false when the password set is not `passwordHash`, or none is. */
  insertSession(idHash: string, now: Date, expiresAt: Date, passwordHash: string): Promise<boolean>;
  /** Live: not expired by `now`, and opened with the current password. */
  selectSession(idHash: string, now: Date): Promise<{ expiresAt: Date } | undefined>;
  deleteSession(idHash: string): Promise<void>;
  deleteAllSessions(): Promise<void>;
  deleteSessionsExpiredBy(now: Date): Promise<void>;
  close(): Promise<void>;
}
