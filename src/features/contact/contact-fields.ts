// The contact message's fields as the form, the schema and the server all know them, without zod,
// so the browser bundle stays small (only the server needs contact-schema.ts).

// Limits shared by the form and the server (docs/product.md#message-api): RFC 5321 caps an address at 254 characters.
export const EMAIL_MAX_LENGTH = 254;
export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 5000;
// A message is at most ~20 KB of text even in four-byte characters; anything far larger is not a message.
export const MAX_BODY_BYTES = 32 * 1024;
// A form post writes each byte outside ASCII as three characters (你 is %E4%BD%A0), so the longest
// message in Chinese or Cyrillic takes up to about 49 KB as a form. Posts without JavaScript get room for it.
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/** A field people never see; a bot that fills it is answered as usual but its post is kept as spam. */
export const HONEYPOT_FIELD = "website";
