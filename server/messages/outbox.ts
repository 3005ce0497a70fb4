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

/** The delay before attempt `attempts + 1`: exponential, capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends queued messages one at a time, oldest first. A message is marked sent only after the SMTP
 * server accepted it, so a crash in between sends it again after restart with the same Message-ID
 * (at least once, never lost).
 */
export function createOutbox({
  store,
  mailer,
  retryBaseMs,
  retryMaxMs,
  maxAttempts,
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
    for (let [message] = await store.due(now(), 1); message && !isStopped; [message] = await store.due(now(), 1)) {
      await deliver(message);
    }
    await scheduleNext();
  }

  async function scheduleNext() {
    clearTimeout(timer);
    const dueAt = await store.nextDueAt();
    if (!dueAt || isStopped) return;
    timer = setTimeout(kick, Math.max(0, dueAt.getTime() - now().getTime()));
  }

  function kick() {
    if (isStopped) return;
    if (running) {
      isKickedAgain = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log(`The outbox stopped on an error and will try again on the next message: ${String(error)}`))
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
