// The 'Reply' link of a message in the inbox (docs/product.md#inbox): a mailto: address (RFC 6068)
// that opens the owner's mail program with the visitor's address and 'Re: ' and the subject.

// Controls and the line separators could split a header in a careless mail program: a subject is
// one line (the contact form refuses them there; an old message may predate that), so they become spaces.
// Controls, line breaks, and format characters such as the bidi overrides, which could make the
// subject read otherwise in the owner's mail program.
const LINE_BREAKING = /[\p{Cc}\p{Cf}\u2028\u2029]+/gu;

/** The subject of a reply: 'Re: ' once, not again on a subject that has it. */
export function replySubjectOf(subject: string): string {
  const line = subject.replace(LINE_BREAKING, " ").trim();
  return /^re:/i.test(line) ? line : `Re: ${line}`;
}

/**
 * Each part of the address percent-encoded, the last '@' kept as it is, so nothing in it (a '?',
 * '&' or '%') can add a header or a recipient; the subject as an `hfield`, fully encoded.
 */
export function replyHrefOf(email: string, subject: string): string {
  const at = email.lastIndexOf("@");
  const address =
    at < 0 ? encodeURIComponent(email) : `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
  return `mailto:${address}?subject=${encodeURIComponent(replySubjectOf(subject))}`;
}
