import { z } from "zod";
import { type ContactErrorCode, isContactErrorCode } from "./contact-errors.ts";
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from "./contact-fields.ts";

// C0 controls, DEL and the C1 controls; a subject is one line, so CR and LF are refused here too,
// and so are the line and paragraph separators (U+2028, U+2029), which some mail readers break on.
// No real subject holds a C1 control, and a terminal may act on one (U+009B is CSI). Bidi marks
// stay allowed: a right-to-left subject needs them; `npm run messages` shows them harmlessly.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// A lone UTF-16 surrogate (JSON can carry one as "\ud800") has no UTF-8 form: SQLite would keep
// invalid bytes that other tools cannot read. It becomes U+FFFD, as it does in a form post.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const toWellFormed = (text: string) => text.replace(LONE_SURROGATE, "\ufffd");

// Each check's issue carries a refusal's code, never words: contact-errors.ts turns it into a sentence.
const refusal = (code: ContactErrorCode) => ({ error: code });

/** docs/product.md#message-api: the contact message as the server accepts it: trimmed, then checked field by field. */
export const contactMessageSchema = z.object(
  {
    email: z
      .string(refusal("email-missing"))
      .trim()
      .min(1, refusal("email-missing"))
      .max(EMAIL_MAX_LENGTH, refusal("email-too-long"))
      .pipe(z.email(refusal("email-invalid"))),
    subject: z
      .string(refusal("subject-missing"))
      .trim()
      .min(1, refusal("subject-missing"))
      .max(SUBJECT_MAX_LENGTH, refusal("subject-too-long"))
      .refine((subject) => !CONTROL_CHARACTERS.test(subject), refusal("subject-control"))
      .transform(toWellFormed),
    message: z
      .string(refusal("message-missing"))
      .trim()
      .min(1, refusal("message-missing"))
      .max(MESSAGE_MAX_LENGTH, refusal("message-too-long"))
      .transform(toWellFormed),
  },
  refusal("not-an-object"),
);

export type ContactMessage = z.output<typeof contactMessageSchema>;

export type ParsedContactMessage = { ok: true; message: ContactMessage } | { ok: false; reason: ContactErrorCode };

/** The message, or the code of the first check it fails. */
export function parseContactMessage(body: unknown): ParsedContactMessage {
  const parsed = contactMessageSchema.safeParse(body);
  if (parsed.success) return { ok: true, message: parsed.data };
  const code = parsed.error.issues[0]?.message;
  return { ok: false, reason: isContactErrorCode(code) ? code : "not-an-object" };
}
