import { z } from "zod";

// Limits shared by the form and the server (issue 4): RFC 5321 caps an address at 254 characters.
export const EMAIL_MAX_LENGTH = 254;
export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 5000;

// C0 controls and DEL; a subject is one line, so CR and LF are refused here too.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Spec §3 'Contact message' as the server accepts it: trimmed, then checked field by field. */
export const contactMessageSchema = z.object(
  {
    email: z
      .string({ error: "Please enter your email address." })
      .trim()
      .min(1, { error: "Please enter your email address." })
      .max(EMAIL_MAX_LENGTH, { error: `Please use an email address of at most ${EMAIL_MAX_LENGTH} characters.` })
      .pipe(z.email({ error: "Please enter a valid email address, such as name@example.com." })),
    subject: z
      .string({ error: "Please enter a subject." })
      .trim()
      .min(1, { error: "Please enter a subject." })
      .max(SUBJECT_MAX_LENGTH, { error: `Please keep the subject to ${SUBJECT_MAX_LENGTH} characters or fewer.` })
      .refine((subject) => !CONTROL_CHARACTERS.test(subject), {
        error: "Please write the subject on one line, without control characters.",
      }),
    message: z
      .string({ error: "Please write a message." })
      .trim()
      .min(1, { error: "Please write a message." })
      .max(MESSAGE_MAX_LENGTH, { error: `Please keep the message to ${MESSAGE_MAX_LENGTH} characters or fewer.` }),
  },
  { error: "Please send an object with email, subject and message." },
);

export type ContactMessage = z.output<typeof contactMessageSchema>;
