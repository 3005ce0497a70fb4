// The server's memory of the owner's room (docs/product.md#the-owners-room): its password, kept as
// a slow salted hash, the sessions signing in opens (ids only as SHA-256), and failed sign-ins, on a
// counter of their own. In the same database as the messages, so `Sign out everywhere` and a new
// password end a session on every server sharing it.

import type { PasswordCheck, StartedSession } from "../access/access-store.ts";
import type { FailureCounter } from "../access/guess-limit.ts";

/** A room session lasts this long from sign-in and is never extended. */
export const OWNER_SESSION_MS = 12 * 60 * 60 * 1000;
export const OWNER_PASSWORD_MIN_CHARACTERS = 12;

export interface OwnerSession {
  expiresAt: Date;
}

/** Every method reads the time from the clock the store was opened with. */
export interface OwnerStore extends FailureCounter {
  /**
   * Stores a slow salted hash of `password` (at least 12 characters, no control characters, not the
   * password for private work) and ends every room session. Throws AccessInputError when refused.
   */
  setPassword(password: string): Promise<void>;
  hasPassword(): Promise<boolean>;
  /** Takes as long whether the password is right, wrong or unset (then never right). */
  checkPassword(text: string): Promise<PasswordCheck>;
  /** From a right check; undefined when the check was wrong or the password has changed since. */
  startSession(checked: PasswordCheck): Promise<StartedSession | undefined>;
  /** Undefined when unknown, ended, expired, or opened with an earlier password. */
  findSession(id: string): Promise<OwnerSession | undefined>;
  endSession(id: string): Promise<void>;
  /** Ends every room session, on every server: `Sign out everywhere`. */
  endAllSessions(): Promise<void>;
  close(): Promise<void>;
}
