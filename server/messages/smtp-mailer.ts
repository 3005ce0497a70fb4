import { createTransport } from "nodemailer";
import type { StoredMessage } from "./message-store.ts";
import { composeOwnerEmail, type OwnerEmailSettings } from "./owner-email.ts";

export interface Mailer {
  /** Resolves once the SMTP server has accepted the email; rejects when it is down or refuses. */
  send(message: StoredMessage): Promise<void>;
  close(): void;
}

export interface SmtpSettings extends OwnerEmailSettings {
  /** SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465 */
  url: string;
}

/** Emails each message to the owner through nodemailer; one connection per email, nothing pooled. */
export function createSmtpMailer({ url, ...addresses }: SmtpSettings): Mailer {
  // Short timeouts: a dead server should fail the attempt (the outbox retries) rather than hang it.
  const transport = createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(message) {
      await transport.sendMail(composeOwnerEmail(message, addresses));
    },
    close: () => transport.close(),
  };
}
