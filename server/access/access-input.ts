// What the access store accepts from the owner (through `npm run access`) and from visitors, checked
// before anything is stored, each refusal a sentence the owner can act on.
import { SLUG_PATTERN } from "#src/lib/content-model/case-study-schema.ts";
import { LABEL_MAX_CHARACTERS, LINK_DAYS, type LinkRequest, PASSWORD_MIN_CHARACTERS, type Scope } from "./access-store.ts";

/** A request the store refuses; its message says why, for the owner. */
export class AccessInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AccessInputError";
  }
}

// Control characters, the line and paragraph separators, and the bidi controls, which would reorder
// a label where it is shown ("U+202E" makes "gnp.exe" read "exe.png").
const CONTROL = /[\p{Cc}\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/u;

/** A slug list at most this long: more case studies than a portfolio has. */
const MAX_SLUGS = 200;

export interface CheckedLinkRequest {
  label: string;
  days: number;
  scope: Scope;
}

export function checkLinkRequest({ label, days = LINK_DAYS.default, only }: LinkRequest): CheckedLinkRequest {
  return { label: checkLabel(label), days: checkDays(days), scope: only === undefined ? "all" : checkSlugs(only) };
}

/** The label as stored: trimmed, 1 to 80 characters, none of them control characters. */
export function checkLabel(label: unknown): string {
  const trimmed = typeof label === "string" ? label.trim() : "";
  const length = [...trimmed].length;
  if (length < 1 || length > LABEL_MAX_CHARACTERS) {
    throw new AccessInputError(`The label must be 1 to ${LABEL_MAX_CHARACTERS} characters; it has ${length}.`);
  }
  if (CONTROL.test(trimmed)) throw new AccessInputError("The label must not hold control characters.");
  return trimmed;
}

/** A link's life from now, in whole days: 1 to 365. */
export function checkDays(days: unknown): number {
  if (typeof days !== "number" || !Number.isInteger(days) || days < LINK_DAYS.min || days > LINK_DAYS.max) {
    throw new AccessInputError(`Days must be a whole number from ${LINK_DAYS.min} to ${LINK_DAYS.max}; got ${String(days)}.`);
  }
  return days;
}

function checkSlugs(only: string[]): string[] {
  if (!Array.isArray(only) || only.length === 0) {
    throw new AccessInputError("A link limited to some case studies needs at least one slug.");
  }
  if (only.length > MAX_SLUGS) throw new AccessInputError(`A link can name at most ${MAX_SLUGS} case studies.`);
  for (const slug of only) {
    if (typeof slug !== "string" || !SLUG_PATTERN.test(slug)) {
      throw new AccessInputError(`"${String(slug)}" is not a slug (lowercase letters, digits and single dashes).`);
    }
  }
  return [...new Set(only)];
}

/**
 * The password as stored and compared: NFC, so the same characters typed on systems that compose
 * accents differently still match. Refuses fewer than 10 characters (code points, so an emoji is
 * one; the owner's room asks for 12) and control characters, which no password field lets a visitor type.
 */
export function checkNewPassword(password: string, minCharacters: number = PASSWORD_MIN_CHARACTERS): string {
  const normalized = normalizePassword(password);
  const length = [...normalized].length;
  if (length < minCharacters) {
    throw new AccessInputError(`The password must have at least ${minCharacters} characters; it has ${length}.`);
  }
  if (CONTROL.test(normalized)) {
    throw new AccessInputError("The password must not hold control characters such as a tab or a line break.");
  }
  return normalized;
}

export function normalizePassword(text: string): string {
  return text.normalize("NFC");
}

// A SHA-256 or HMAC-SHA256 in hex is 64 digits; the range leaves room for others, and an address
// (dots, colons) never fits.
const KEY_HASH = /^[0-9a-f]{32,128}$/i;

/** Refuses anything that is not a hash in hex, so an address can never be stored by mistake. */
export function checkKeyHash(keyHash: string): string {
  if (typeof keyHash !== "string" || !KEY_HASH.test(keyHash)) {
    throw new AccessInputError("A failure is recorded under a keyed hash in hex, never an address.");
  }
  return keyHash.toLowerCase();
}
