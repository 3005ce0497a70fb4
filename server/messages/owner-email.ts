import type { StoredMessage } from "./message-store.ts";

export interface OwnerEmailSettings {
  /** MAIL_TO: the owner's address. */
  to: string;
  /** MAIL_FROM, or MAIL_TO when it is not set. */
  from: string;
}

export interface OwnerEmail {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
  date: Date;
}

// Header values must be single lines; a CR or LF would start a new header (header injection).
function singleLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, " ").trim();
}

// A Reply-To we can vouch for: a plain address with no spaces, angle brackets, commas or line breaks.
const PLAIN_ADDRESS = /^[^\s<>,;"()\\@]+@[^\s<>,;"()\\@]+$/;

function domainOf(address: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address);
  return match?.[1] ?? "portfolio.invalid";
}

/**
 * The email that tells the owner about a message. Its Message-ID comes from the message id, so a
 * retry after a crash carries the same id and a mail client or server can spot the repeat.
 */
export function composeOwnerEmail(message: StoredMessage, settings: OwnerEmailSettings): OwnerEmail {
  const email = singleLine(message.email);
  const receivedAt = new Date(message.receivedAt);
  return {
    from: settings.from,
    to: settings.to,
    ...(PLAIN_ADDRESS.test(email) && { replyTo: { name: "", address: email } }),
    subject: singleLine(`Portfolio message: ${message.subject}`),
    text: [
      `From: ${email}`,
      `Received: ${receivedAt.toUTCString()}`,
      `Subject: ${singleLine(message.subject)}`,
      "",
      message.message,
      "",
      "-- ",
      "Sent from the contact form of your portfolio. Reply to this email to answer the visitor.",
    ].join("\n"),
    messageId: `<${message.id}@${domainOf(settings.from)}>`,
    date: receivedAt,
  };
}
