/**
 * Whether `value` is a path on this site to send a visitor to: one slash, then no second slash or
 * backslash, and no white space or control character (which browsers strip from an address, so that
 * `/\t/evil.example` would become `//evil.example`, another site). At most 2,000 characters.
 */
export function isOwnSitePath(value: unknown): value is string {
  return typeof value === "string" && value.length <= 2000 && /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value);
}
