import { z } from "zod";

// Limits shared by the form and the server (issue 4): RFC 5321 caps an address at 254 characters.
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

// C0 controls and DEL; a subject is one line, so CR and LF are refused here too.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Spec §3 'Contact message' as the server accepts it: trimmed, then checked field by field. */
export const contactMessageSchema = z.object(
  {
    email: z
      .string({ error: CONTACT_ERRORS["email-missing"] })
      .trim()
      .min(1, { error: CONTACT_ERRORS["email-missing"] })
      .max(EMAIL_MAX_LENGTH, { error: CONTACT_ERRORS["email-too-long"] })
      .pipe(z.email({ error: CONTACT_ERRORS["email-invalid"] })),
    subject: z
      .string({ error: CONTACT_ERRORS["subject-missing"] })
      .trim()
      .min(1, { error: CONTACT_ERRORS["subject-missing"] })
      .max(SUBJECT_MAX_LENGTH, { error: CONTACT_ERRORS["subject-too-long"] })
      .refine((subject) => !CONTROL_CHARACTERS.test(subject), { error: CONTACT_ERRORS["subject-control"] }),
    message: z
      .string({ error: CONTACT_ERRORS["message-missing"] })
      .trim()
      .min(1, { error: CONTACT_ERRORS["message-missing"] })
      .max(MESSAGE_MAX_LENGTH, { error: CONTACT_ERRORS["message-too-long"] }),
  },
  { error: CONTACT_ERRORS["not-an-object"] },
);

export type ContactMessage = z.output<typeof contactMessageSchema>;
