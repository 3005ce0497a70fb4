import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { contactMessageSchema } from "../../src/features/contact/contact-schema.ts";
import type { MessageStore } from "./message-store.ts";

// A message is at most ~5 KB of text; anything far larger is not a message.
export const MAX_BODY_BYTES = 32 * 1024;
export const THANK_YOU_TEXT = "Thank you for your message. I'll get back to you soon.";

function failure(error: string) {
  return { success: false as const, error };
}

/** Spec §7: POST /api/send-message with a JSON body of email, subject and message. */
export function createMessageRoutes(store: MessageStore) {
  return new Hono().post(
    "/send-message",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(failure(`The message is too large; please keep it under ${MAX_BODY_BYTES / 1024} KB.`), 413),
    }),
    async (c) => {
      const type = c.req.header("Content-Type") ?? "";
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        return c.json(failure("Please send the message as JSON (Content-Type: application/json)."), 415);
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json(failure("The request body is not valid JSON."), 400);
      }
      const parsed = contactMessageSchema.safeParse(body);
      if (!parsed.success) {
        return c.json(failure(parsed.error.issues[0]?.message ?? "The message is not valid."), 400);
      }
      store.save(parsed.data);
      return c.json({ success: true, message: THANK_YOU_TEXT });
    },
  );
}
