import { EMAIL_MAX_LENGTH, MAX_BODY_BYTES, MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from "./contact-fields.ts";

/**
 * Every reason a message is refused, by code, and the one place its sentence is written. The schema
 * and the server deal in codes; the JSON API answers the sentence, and a form posted without
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
  unavailable: "Your message could not be saved just now. Please try again in a minute.",
} as const;

export type ContactErrorCode = keyof typeof CONTACT_ERRORS;

export function isContactErrorCode(value: unknown): value is ContactErrorCode {
  return typeof value === "string" && Object.hasOwn(CONTACT_ERRORS, value);
}

/** The sentence a visitor reads for a refusal. */
export function contactErrorText(code: ContactErrorCode): string {
  return CONTACT_ERRORS[code];
}
