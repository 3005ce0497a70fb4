import type { NewMessage, StoredMessage } from "../messages/message-store.ts";

// One visitor's message for every server test, so a test names only the fields it is about.
const VISITOR_MESSAGE = {
  email: "visitor@example.com",
  subject: "Hello",
  message: "I liked the case study.",
};

/** A message as the routes hand it to a store's save(): queued, from a documentation address (RFC 5737). */
export function makeNewMessage(overrides: Partial<NewMessage> = {}): NewMessage {
  return { ...VISITOR_MESSAGE, status: "queued", senderAddress: "203.0.113.7", ...overrides };
}

/** A message as a store gives it back: queued, not yet tried, with a fixed id and time. */
export function makeStoredMessage(overrides: Partial<StoredMessage> = {}): StoredMessage {
  return {
    ...VISITOR_MESSAGE,
    id: "4f1c2a9e-0000-4000-8000-000000000001",
    receivedAt: "2026-11-22T10:00:00.000Z",
    status: "queued",
    attempts: 0,
    ...overrides,
  };
}
