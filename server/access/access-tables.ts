// What each database does for the access store (sqlite-access-tables.ts, postgres-access-tables.ts):
// plain reads and writes, each one statement or one transaction, so two servers on one PostgreSQL
// see each other's changes at once. The rules (checks, hashing, times) live once, in access-store-core.ts.
import type { ExpiryChange, Grant, LinkSummary, LiveLink, Scope } from "./access-store.ts";

export type LinkRow = Omit<LinkSummary, "status">;

export interface NewLinkRow {
  id: string;
  tokenHash: string;
  label: string;
  scope: Scope;
  createdAt: Date;
  expiresAt: Date;
}

export interface AccessTables {
  passwordHash(): Promise<string | undefined>;
  /** The owner's room's password hash: the two passwords must differ. */
  ownerPasswordHash(): Promise<string | undefined>;
  /** Sets the hash (undefined: removes it), counts one more generation, and deletes the password sessions. */
  replacePassword(hash: string | undefined): Promise<void>;
  /** False when the id is taken (the caller draws another). */
  insertLink(row: NewLinkRow): Promise<boolean>;
  /** Newest first. */
  selectLinks(): Promise<LinkRow[]>;
  selectLiveLink(tokenHash: string, now: Date): Promise<LiveLink | undefined>;
  /** Sets revoked_at and deletes the link's sessions; false when unknown or already withdrawn. */
  revokeLink(id: string, now: Date): Promise<boolean>;
  /** Withdraws every link not yet withdrawn or expired; deletes their sessions. */
  revokeAllLinks(now: Date): Promise<number>;
  countOpen(id: string, now: Date): Promise<void>;
  /**
   * Sets a link's expires_at unless it is withdrawn, and with it its sessions': those still live
   * follow it, those already over by `now` are deleted (so renewing an expired link revives none).
   */
  updateLinkExpiry(id: string, expiresAt: Date, now: Date): Promise<ExpiryChange>;
  /** Records the password's current generation; false when the password set is not `passwordHash`, or none is. */
  insertPasswordSession(idHash: string, now: Date, expiresAt: Date, passwordHash: string): Promise<boolean>;
  /** Ends with the link; returns when, or undefined when the link is not live. */
  insertLinkSession(idHash: string, linkId: string, now: Date): Promise<Date | undefined>;
  selectGrant(idHash: string, now: Date): Promise<Grant | undefined>;
  deleteSession(idHash: string): Promise<void>;
  deleteSessionsExpiredBy(now: Date): Promise<void>;
  insertFailure(keyHash: string, at: Date): Promise<void>;
  deleteFailuresBefore(at: Date): Promise<void>;
  /** One failure under the key, the newest: a try counted before its check that proved right. */
  deleteNewestFailure(keyHash: string): Promise<void>;
  /** Under one key, or (undefined) all. */
  countFailures(keyHash: string | undefined, since: Date): Promise<number>;
  /** Keeps `at` as the last time the budget was spent, unless a later one is kept already. */
  recordBudgetSpent(at: Date): Promise<void>;
  lastBudgetSpentAt(): Promise<Date | undefined>;
  close(): Promise<void>;
}
