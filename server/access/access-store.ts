// The server's memory of who may read private work: the password for private work, the share links
// and the sessions either opens. Kept in the same database as the messages (the SQLite file in
// DATA_DIR, or DATABASE_URL), so withdrawing a link, changing the password or removing it ends the
// sessions on the next request on every server sharing the database. The HTTP layer decides who
// gets in and when a visit counts; the store only remembers.

/** Which case studies a grant opens: every protected one (also ones protected later), or these slugs. */
export type Scope = "all" | string[];

/** A password session lasts this long from its start and is never extended. */
export const PASSWORD_SESSION_MS = 12 * 60 * 60 * 1000;

/** Failed tries are kept this long; counts over a longer span are not possible. */
export const FAILURE_MEMORY_MS = 60 * 60 * 1000;

export const LINK_DAYS = { default: 30, min: 1, max: 365 } as const;
export const LABEL_MAX_CHARACTERS = 80;
export const PASSWORD_MIN_CHARACTERS = 10;

export interface LinkRequest {
  /** Who the link is for, as the owner will recognise it: 1 to 80 characters, no control characters. */
  label: string;
  /** Whole days from now, 1 to 365; 30 when left out. */
  days?: number;
  /** The slugs it opens; left out: every protected case study. */
  only?: string[];
}

export interface CreatedLink {
  id: string;
  /** The secret in the address `{site url}/s/{token}`: returned now and never again (the store keeps its hash). */
  token: string;
  expiresAt: Date;
}

export type LinkStatus = "live" | "expired" | "withdrawn";

export interface LinkSummary {
  id: string;
  label: string;
  scope: Scope;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | undefined;
  opens: number;
  lastOpenedAt: Date | undefined;
  /** Withdrawn wins over expired: a link withdrawn and since expired says withdrawn. */
  status: LinkStatus;
}

/** A live link, as a visitor's token finds it. */
export interface LiveLink {
  id: string;
  scope: Scope;
  expiresAt: Date;
}

/**
 * A password session starts from the check that found its password right, and only while that
 * password is still the one set: a try checked against a password replaced meanwhile opens nothing.
 */
export type SessionRequest = { kind: "password"; checked: PasswordCheck } | { kind: "link"; linkId: string };

export interface StartedSession {
  /** The secret for the cookie: returned now and never again (the store keeps its hash). */
  id: string;
  expiresAt: Date;
}

/** What a live session lets its visitor read. */
export type Grant =
  | { kind: "password"; scope: "all"; expiresAt: Date }
  | { kind: "link"; scope: Scope; expiresAt: Date; linkId: string };

/** The hash of the password a right text was checked against, for the session it may start. */
export type PasswordCheck = { isRight: false } | { isRight: true; passwordHash: string };

/** What setting a link's expiry did: a withdrawn link stays withdrawn, and an unknown id changes nothing. */
export type ExpiryChange = { changed: true; expiresAt: Date } | { changed: false; reason: "unknown" | "withdrawn" };

/** Every method reads the time from the clock the store was opened with. */
export interface AccessStore {
  /**
   * Stores a slow salted hash of `password` (at least 10 characters, no control characters) and ends
   * every session opened with an earlier one. Throws AccessInputError when it is refused.
   */
  setPassword(password: string): Promise<void>;
  /** Removes the password: nobody gets in with one, and every password session ends. */
  removePassword(): Promise<void>;
  hasPassword(): Promise<boolean>;
  /** Takes as long whether the password is right, wrong or unset (then never right). */
  checkPassword(text: string): Promise<PasswordCheck>;

  /** Throws AccessInputError for a bad label, days or slug. */
  createLink(request: LinkRequest): Promise<CreatedLink>;
  /** Every link ever made, newest first. */
  listLinks(): Promise<LinkSummary[]>;
  /** True when a link with this id was live or expired and is now withdrawn; false when unknown or already withdrawn. */
  revokeLink(id: string): Promise<boolean>;
  /** Withdraws every live link; returns how many. */
  revokeAllLinks(): Promise<number>;
  /**
   * Makes the link expire `days` (1 to 365) from now, earlier or later than before; an expired link
   * opens again. Its live sessions end with it (sessions already over stay over). Throws
   * AccessInputError for bad days.
   */
  setLinkExpiry(id: string, days: number): Promise<ExpiryChange>;
  /** The live link with this token; undefined for an unknown, expired or withdrawn one. */
  findLink(token: string): Promise<LiveLink | undefined>;
  /** One more open of the link, now. */
  countOpen(linkId: string): Promise<void>;

  /**
   * Opens a session: a password one for 12 hours, a link one until its link expires. Undefined when
   * it cannot start: the check was wrong or its password has changed since, or the link is not live
   * (withdrawn since it was found).
   */
  startSession(request: SessionRequest): Promise<StartedSession | undefined>;
  /** The session's grant; undefined when unknown, ended, expired, its link withdrawn or expired, or its password changed or removed. */
  findSession(id: string): Promise<Grant | undefined>;
  /** The same, by the hash the store keeps of the id (hashSecret): how a private frame's address names its session. */
  findSessionByHash(idHash: string): Promise<Grant | undefined>;
  endSession(id: string): Promise<void>;

  /** `keyHash` is already a keyed hash (hex, 32 to 128 digits), never an address. */
  recordFailure(keyHash: string): Promise<void>;
  /** Takes back one failure under `keyHash`: a try counted before its check that proved right. */
  forgetFailure(keyHash: string): Promise<void>;
  /** Failures under `keyHash` since `since` (at most an hour back: older ones are gone). */
  countFailures(keyHash: string, since: Date): Promise<number>;
  countAllFailures(since: Date): Promise<number>;
  /** Remembers that the site-wide budget was found spent now (the failures themselves are gone after an hour). */
  recordBudgetSpent(): Promise<void>;
  /** The last time the site-wide budget was found spent; undefined when never. */
  lastBudgetSpentAt(): Promise<Date | undefined>;

  close(): Promise<void>;
}
