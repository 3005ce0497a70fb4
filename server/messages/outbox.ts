import type { MessageStore, StoredMessage } from "./message-store.ts";
import type { Mailer } from "./smtp-mailer.ts";

export interface OutboxSettings {
  store: MessageStore;
  mailer: Mailer;
  /** Delay after the first failed attempt; it doubles after each further one. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a message is marked failed for good (it stays stored). */
  maxAttempts: number;
  /** How long a claimed message is reserved for this outbox's attempt (decision 007). */
  leaseMs?: number;
  /** The longest an idle outbox waits before looking again for work another server left behind. */
  pollMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface OutboxState {
  lastSentAt?: string;
  lastFailureAt?: string;
  /** The SMTP server's answer or the network error, never the settings (no password). */
  lastFailure?: string;
}

export interface Outbox {
  /** What GET /healthz reports about email delivery. */
  state(): OutboxState;
  /** Delivers whatever is due now (a new message, or queued ones after a restart), then keeps watching. */
  kick(): void;
  /** Stops scheduling and waits for the email being sent, if any. */
  stop(): Promise<void>;
}

// Far longer than one attempt can take with the mailer's timeouts (smtp-mailer.ts), so a lease ends
// before the attempt only when its server died: then another outbox (or this one, restarted) retries.
export const DELIVERY_LEASE_MS = 5 * 60_000;
// With several servers on one database, a message stored by a server that died before sending it
// (or a lease that ran out) is picked up within this time by any other.
export const OUTBOX_POLL_MS = 60_000;

/** The delay before attempt `attempts + 1`: exponential, capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends queued messages one at a time, oldest first. A message is marked sent only after the SMTP
 * server accepted it, so a crash in between sends it again after restart with the same Message-ID
 * (at least once, never lost). Each attempt first claims its message in the store, so outboxes on
 * several servers sharing one database never send the same message at once (decision 007).
 */
export function createOutbox({
  store,
  mailer,
  retryBaseMs,
  retryMaxMs,
  maxAttempts,
  leaseMs = DELIVERY_LEASE_MS,
  pollMs = OUTBOX_POLL_MS,
  now = () => new Date(),
  log = console.log,
}: OutboxSettings): Outbox {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isKickedAgain = false;
  let isStopped = false;
  const state: OutboxState = {};

  async function deliver(message: StoredMessage) {
    try {
      await mailer.send(message);
      await store.markSent(message.id, now());
      state.lastSentAt = now().toISOString();
    } catch (error) {
      const attempts = message.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      state.lastFailureAt = now().toISOString();
      state.lastFailure = reason;
      const retryAt =
        attempts < maxAttempts ? new Date(now().getTime() + retryDelay(attempts, retryBaseMs, retryMaxMs)) : undefined;
      await store.markAttemptFailed(message.id, reason, retryAt);
      log(
        retryAt
          ? `Email for message ${message.id} failed (attempt ${attempts}): ${reason}. Retrying at ${retryAt.toISOString()}.`
          : `Email for message ${message.id} failed ${attempts} times and is marked failed: ${reason}.`,
      );
    }
  }

  async function drain() {
    while (!isStopped) {
      const message = await store.claimDue(now(), leaseMs);
      if (!message) break;
      await deliver(message);
    }
    await scheduleNext();
  }

  async function scheduleNext() {
    clearTimeout(timer);
    const dueAt = await store.nextDueAt();
    if (isStopped) return;
    const untilDue = dueAt ? Math.max(0, dueAt.getTime() - now().getTime()) : pollMs;
    timer = setTimeout(kick, Math.min(untilDue, pollMs));
  }

  function kick() {
    if (isStopped) return;
    if (running) {
      isKickedAgain = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        // The database may be restarting: look again later rather than wait for the next message.
        log(`The outbox stopped on an error and will try again shortly: ${String(error)}`);
        clearTimeout(timer);
        if (!isStopped) timer = setTimeout(kick, pollMs);
      })
      .finally(() => {
        running = undefined;
        if (isKickedAgain) {
          isKickedAgain = false;
          kick();
        }
      });
  }

  return {
    state: () => ({ ...state }),
    kick,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
