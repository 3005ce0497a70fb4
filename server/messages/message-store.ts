// The message store's contract, which both stores keep and everything else is written against.
import type { ContactMessage } from "#src/features/contact/contact-schema.ts";

export const MESSAGE_STATUSES = ["queued", "sent", "failed", "spam", "held"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A count of 0 for every status, for the stores' countByStatus to fill in. */
export function noMessagesByStatus(): Record<MessageStatus, number> {
  return Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as Record<MessageStatus, number>;
}

export interface StoredMessage extends ContactMessage {
  id: string;
  receivedAt: string;
  status: MessageStatus;
  /** Delivery attempts so far (email to the owner). */
  attempts: number;
}

/**
 * What the owner's inbox shows of a message (docs/product.md#inbox): 'held' and 'spam' come from its
 * status; any other is 'new' until the owner marks it 'read' or 'handled' (read_at, handled_at).
 */
export const INBOX_STATES = ["new", "read", "handled", "held", "spam"] as const;
export type InboxState = (typeof INBOX_STATES)[number];
/** The states the owner sets by hand; 'new' takes both marks off. */
export type InboxMark = "new" | "read" | "handled";

/** A count of 0 for every inbox state, for the stores' countByState to fill in. */
export function noMessagesByState(): Record<InboxState, number> {
  return Object.fromEntries(INBOX_STATES.map((state) => [state, 0])) as Record<InboxState, number>;
}

export interface InboxMessage extends StoredMessage {
  state: InboxState;
}

export interface NewMessage extends ContactMessage {
  /**
   * 'spam' when the honeypot was filled: kept for the owner to see, never emailed. 'held' when the post
   * came without a valid proof of work (docs/product.md#abuse-protection): kept, emailed only once released.
   */
  status: "queued" | "spam" | "held";
  /** The sender's address, stored only as a salted hash (see hashAddress). */
  senderAddress: string;
  /**
   * A queued message's proof of work, by a key unique to it and when it expires: spent in the same
   * commit as the message; spent before (by this server or, with PostgreSQL, another), the message
   * is stored as 'held' instead.
   */
  proof?: { key: string; expiresAt: Date };
}

export interface MessageFilter {
  status?: MessageStatus;
  since?: Date;
  /** Leaves out the honeypot's spam, as the inbox does until asked for it. */
  withoutSpam?: boolean;
  /** Only messages whose email, subject or text holds this, whatever its case. */
  search?: string;
  /** A page of the list: so many messages, after skipping `offset` (the newest). */
  limit?: number;
  offset?: number;
}

/**
 * Hit counts per key in fixed windows, shared by every server that uses the store (the rate limit's).
 * Keys come already hashed (limit-key.ts), so a store never holds an address here.
 */
export interface SharedCounts {
  /** Counts a hit; a window that has ended starts again at 1. */
  increment(key: string, windowMs: number, now: Date): Promise<{ hits: number; resetAt: Date }>;
  /** Takes a hit back (a post that was refused does not count). */
  decrement(key: string, now: Date): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * Where messages live: the SQLite file (sqlite-store.ts), or PostgreSQL (postgres-store.ts) when several
 * servers share one database; open-store.ts picks one from the config. Asynchronous, so both fit the same shape.
 */
export interface MessageStore {
  /** Resolves once the message is committed durably, with the status it was stored with. */
  save(message: NewMessage): Promise<StoredMessage>;
  /** Newest first. */
  list(filter?: MessageFilter): Promise<InboxMessage[]>;
  /** How many messages the filter finds, without its limit and offset (the inbox's pages). */
  count(filter?: MessageFilter): Promise<number>;
  find(id: string): Promise<InboxMessage | undefined>;
  /** Sets the owner's mark; false when there is no such message, or it is held or spam (no marks). */
  mark(id: string, mark: InboxMark, at: Date): Promise<boolean>;
  /**
   * Removes the message for good: from the list, the outbox, and the database's files as far as the
   * database allows (docs/messages.md#deleting-a-message). False when there is no such message.
   */
  delete(id: string): Promise<boolean>;
  /** How many messages are in each of the inbox's states (the dashboard's count of new ones). */
  countByState(): Promise<Record<InboxState, number>>;
  /**
   * Claims the oldest queued message due at `now` for one delivery attempt. It stays queued, but no
   * other claim (another server's outbox) gets it until markSent, markAttemptFailed or `now + leaseMs`,
   * whichever comes first (decision 007). Undefined when nothing is due.
   */
  claimDue(now: Date, leaseMs: number): Promise<StoredMessage | undefined>;
  /** When a queued message is next due (or its claim's lease ends); undefined when none is queued. */
  nextDueAt(): Promise<Date | undefined>;
  /** Ends the claim: the SMTP server accepted the email. */
  markSent(id: string, at: Date): Promise<void>;
  /** Ends the claim with a failed attempt: queued again for `retryAt`, or failed for good without one. */
  markAttemptFailed(id: string, error: string, retryAt: Date | undefined): Promise<void>;
  /** Queues a held message for email to the owner; false when there is no held message with that id. */
  release(id: string, at: Date): Promise<boolean>;
  /**
   * Spends a proof of work sent without a message (a password try, server/access/unlock-route.ts), as
   * save() spends a queued message's: true when it is spent now for the first time; false when it was
   * spent before, with a message or a try, by this server or, with PostgreSQL, another.
   */
  spendProof(proof: { key: string; expiresAt: Date }): Promise<boolean>;
  /** A random secret of this store's, made on first use and kept (the proof-of-work key). */
  secret(name: string): Promise<string>;
  /** Set where several servers share the store (PostgreSQL): the rate limit counts here, not in memory. */
  sharedCounts?: SharedCounts;
  /** How many messages are in each status; also proves the store answers (GET /healthz). */
  countByStatus(): Promise<Record<MessageStatus, number>>;
  close(): Promise<void>;
}
