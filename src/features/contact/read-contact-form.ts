import { HONEYPOT_FIELD } from "./contact-fields.ts";
import type { OutgoingMessage } from "./send-message.ts";

const trimmed = (data: FormData, name: string) => String(data.get(name) ?? "").trim();

/**
 * What the form sends (docs/product.md#contact-form): exactly the trimmed email, subject and message. The honeypot,
 * which people never see, goes along only when something filled it in, so the server keeps that post as spam.
 */
export function readContactForm(data: FormData): OutgoingMessage {
  const message = { email: trimmed(data, "email"), subject: trimmed(data, "subject"), message: trimmed(data, "message") };
  const honeypot = String(data.get(HONEYPOT_FIELD) ?? "");
  return honeypot.trim() ? { ...message, [HONEYPOT_FIELD]: honeypot } : message;
}
