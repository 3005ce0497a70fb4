// The contact form's limits and refusals, without zod, so the browser bundle stays small:
// the form needs these words; only the server needs the schema (contact-schema.ts).

// Limits shared by the form and the server (docs/product.md#message-api): RFC 5321 caps an address at 254 characters.
export const EMAIL_MAX_LENGTH = 254;
export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 5000;
// A message is at most ~20 KB of text even in four-byte characters; anything far larger is not a message.
export const MAX_BODY_BYTES = 32 * 1024;

/** A field people never see; a bot that fills it is answered as usual but its post is kept as spam. */
export const HONEYPOT_FIELD = "website";

/**
 * Every reason a message is refused, by code. The API answers the sentence; a form posted without
 * JavaScript is redirected with the code (never the text, so a link cannot put words on the page).
 */
export const CONTACT_ERRORS = {
  "email-missing": "Please enter your email address.",
  "email-too-long": `Please use an email address of at most ${EMAIL_MAX_LENGTH} characters.`,
  "email-invalid": "Please enter a valid email address, such as name@example.com.",
  "subject-missing": "Please enter a subject.",
  "subject-too-long": `Please keep the subject to ${SUBJECT_MAX_LENGTH} characters or fewer.`,
  "subject-control": "Please write the subject on one line, without control characters.",
  "message-missing": "Please write a message.",
  "message-too-long": `Please keep the message to ${MESSAGE_MAX_LENGTH} characters or fewer.`,
  "not-an-object": "Please send an object with email, subject and message.",
  "too-large": `The message is too large; please keep it under ${MAX_BODY_BYTES / 1024} KB.`,
  "rate-limited": "You have sent several messages in a short time. Please wait a few minutes and try again.",
} as const;

export type ContactErrorCode = keyof typeof CONTACT_ERRORS;

export function isContactErrorCode(value: unknown): value is ContactErrorCode {
  return typeof value === "string" && Object.hasOwn(CONTACT_ERRORS, value);
}

/** The code of a sentence from CONTACT_ERRORS (what a schema issue carries). */
export function contactErrorCodeOf(sentence: string | undefined): ContactErrorCode | undefined {
  return (Object.keys(CONTACT_ERRORS) as ContactErrorCode[]).find((code) => CONTACT_ERRORS[code] === sentence);
}
