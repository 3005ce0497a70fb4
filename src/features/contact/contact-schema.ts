import { z } from "zod";
import { CONTACT_ERRORS, EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from "./contact-errors.ts";

// C0 controls and DEL; a subject is one line, so CR and LF are refused here too.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// A lone UTF-16 surrogate (JSON can carry one as "\ud800") has no UTF-8 form: SQLite would keep
// invalid bytes that other tools cannot read. It becomes U+FFFD, as it does in a form post.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const toWellFormed = (text: string) => text.replace(LONE_SURROGATE, "\ufffd");

/** docs/product.md#message-api: the contact message as the server accepts it: trimmed, then checked field by field. */
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
      .refine((subject) => !CONTROL_CHARACTERS.test(subject), { error: CONTACT_ERRORS["subject-control"] })
      .transform(toWellFormed),
    message: z
      .string({ error: CONTACT_ERRORS["message-missing"] })
      .trim()
      .min(1, { error: CONTACT_ERRORS["message-missing"] })
      .max(MESSAGE_MAX_LENGTH, { error: CONTACT_ERRORS["message-too-long"] })
      .transform(toWellFormed),
  },
  { error: CONTACT_ERRORS["not-an-object"] },
);

export type ContactMessage = z.output<typeof contactMessageSchema>;
