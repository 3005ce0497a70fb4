// Message bodies for the property tests of POST /api/send-message: valid, nearly valid and hostile.
import fc from "fast-check";
import {
  EMAIL_MAX_LENGTH,
  HONEYPOT_FIELD,
  MESSAGE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
} from "#src/features/contact/contact-fields.ts";

/** A body's fields in order; kept as pairs so duplicate and `__proto__` keys reach the server as sent. */
export type Entries = [string, unknown][];

export const codeUnit = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));
const CONTROL_CHARACTER = fc.oneof(codeUnit(0, 0x1f), fc.constant("\u007f"));
const LONE_SURROGATE = codeUnit(0xd800, 0xdfff);
const MISSING = Symbol("missing");

/** ASCII, any Unicode, emoji and combining marks, control characters, lone surrogates. */
export const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.string({ unit: fc.oneof(fc.constantFrom("a", " ", "\t"), CONTROL_CHARACTER, LONE_SURROGATE) }),
);

/** Text just under, at or just over `limit` characters of 1 to 4 UTF-8 bytes, with whitespace the trim removes. */
export function textAroundLength(limit: number) {
  return fc
    .record({
      length: fc.integer({ min: limit - 2, max: limit + 2 }),
      character: fc.constantFrom("x", "é", "界", "😀"),
      padding: fc.constantFrom("", " ", "\n\t "),
    })
    .map(({ length, character, padding }) => `${padding}${character.repeat(length).slice(0, length)}${padding}`);
}

export const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

const nearlyEmail = fc
  .emailAddress()
  .chain((address) =>
    fc.constantFrom(
      address,
      ` ${address} `,
      address.toUpperCase(),
      address.replace("@", "@@"),
      address.replace("@", ""),
      address.replace(/\.[^.]+$/, ""),
      `${address}.`,
      `.${address}`,
      address.replace("@", " @ "),
      `${address}\n`,
      `a\u0000${address}`,
      address.replace(/@.*/, "@bücher.example"),
    ),
  );
const DOMAIN = "@example.com";
const emailAroundLength = textAroundLength(EMAIL_MAX_LENGTH - DOMAIN.length).map((local) => `${local.trim()}${DOMAIN}`);

function field(typical: fc.Arbitrary<string>, aroundLimit: fc.Arbitrary<string>) {
  return fc.oneof(
    { weight: 8, arbitrary: typical },
    { weight: 1, arbitrary: aroundLimit },
    { weight: 1, arbitrary: anyText },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant(MISSING) },
  );
}

const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty"];

/** Objects shaped like a message: mostly valid, some near misses, wrong types, prototype-pollution keys. */
export const messageEntries: fc.Arbitrary<Entries> = fc
  .tuple(
    fc.record({
      email: field(
        fc.oneof({ weight: 2, arbitrary: fc.constant("ada@example.com") }, fc.emailAddress(), nearlyEmail),
        emailAroundLength,
      ),
      subject: field(fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }), textAroundLength(SUBJECT_MAX_LENGTH)),
      message: field(fc.string({ unit: "grapheme", minLength: 1, maxLength: 300 }), textAroundLength(MESSAGE_MAX_LENGTH)),
      [HONEYPOT_FIELD]: fc.oneof({ weight: 6, arbitrary: fc.constant(MISSING) }, fc.constantFrom("", " "), anyText, wrongType),
    }),
    fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, "email", "subject", "message", HONEYPOT_FIELD), fc.string()),
        fc.oneof(fc.jsonValue({ maxDepth: 2 }), anyText),
      ),
      { maxLength: 2 },
    ),
  )
  .map(([fields, extra]): Entries => [...Object.entries(fields).filter(([, value]) => value !== MISSING), ...extra]);

/** JSON text written by hand, so `__proto__` stays an ordinary key and duplicates stay duplicates. */
export function toJsonText(entries: Entries): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`).join(",")}}`;
}

const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

export function toFormText(entries: Entries): string {
  return new URLSearchParams(entries.map(([key, value]) => [key, asText(value)])).toString();
}

export function toMultipartText(entries: Entries, boundary: string): string {
  const parts = entries.map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${asText(value)}\r\n`,
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}
