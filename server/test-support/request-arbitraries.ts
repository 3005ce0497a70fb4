// Whole requests for the property tests of POST /api/send-message: any Content-Type, body and headers.
import fc from "fast-check";
import { MAX_BODY_BYTES } from "#src/features/contact/contact-fields.ts";
import {
  anyText,
  codeUnit,
  type Entries,
  messageEntries,
  toFormText,
  toJsonText,
  toMultipartText,
} from "./message-arbitraries.ts";

export interface GeneratedRequest {
  contentType?: string;
  body: Uint8Array<ArrayBuffer>;
  origin?: string;
  secFetchSite?: string;
  forwardedFor?: string;
}

const HEADER_TEXT = fc.string({ unit: fc.oneof({ weight: 9, arbitrary: codeUnit(0x20, 0x7e) }, codeUnit(0x80, 0xff)) });
const MEDIA_TYPES = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "text/plain",
  "text/ping",
  "application/xml",
  "application/json-patch+json",
  "application/jsonx",
  "application/x-www-form-urlencoded-x",
  "text/json",
  "*/*",
];
const PARAMETER = fc.oneof(
  fc.constantFrom("; charset=utf-8", ";charset=UTF-8", '; charset="utf-8"', "; charset=utf-16le", "; charset=iso-8859-1"),
  fc.constantFrom("; boundary=BOUNDARY", ";", ";;", "; =", "; charset=", ' ; charset="'),
  HEADER_TEXT.map((text) => `;${text}`),
);

/** Known media types in any casing, with or without parameters, and arbitrary header text. */
export const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("application/json", "application/x-www-form-urlencoded") },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.mixedCase(fc.constantFrom(...MEDIA_TYPES)), fc.constantFrom("", " ", "\t"), fc.array(PARAMETER, { maxLength: 2 }))
      .map(([type, space, parameters]) => `${type}${space}${parameters.join("")}`),
  },
  { weight: 1, arbitrary: HEADER_TEXT },
);

const encoder = new TextEncoder();
const VALID_ENTRIES: Entries = [
  ["email", "ada@example.com"],
  ["subject", "Hello"],
  ["message", "Let's talk."],
];
/** Sizes just under, at and just over the body limit. */
const sizeAroundLimit = fc.integer({ min: MAX_BODY_BYTES - 4, max: MAX_BODY_BYTES + 4 });

/** A body in every shape the endpoint might meet, whatever Content-Type says. */
export const anyBody: fc.Arbitrary<Uint8Array<ArrayBuffer>> = fc.oneof(
  messageEntries.map((entries) => encoder.encode(toJsonText(entries))),
  messageEntries.map((entries) => encoder.encode(toFormText(entries))),
  messageEntries.map((entries) => encoder.encode(toMultipartText(entries, "BOUNDARY"))),
  fc.jsonValue().map((value) => encoder.encode(JSON.stringify(value))),
  anyText.map((text) => encoder.encode(text)),
  fc
    .constantFrom("%", "%%%&&==", "email=%E9&subject=%ZZ", "=&=&", "email[]=a&email=b", "__proto__[email]=x")
    .map((text) => encoder.encode(text)),
  fc.uint8Array({ maxLength: 300 }),
  sizeAroundLimit.map((size) => encoder.encode(toJsonText(VALID_ENTRIES).padEnd(size, " "))),
  sizeAroundLimit.map((size) => encoder.encode(`${toFormText(VALID_ENTRIES)}&padding=`.padEnd(size, "x"))),
);

const ADDRESS = fc.oneof(fc.ipV4(), fc.ipV6());
const forwardedFor = fc.oneof(
  ADDRESS,
  fc.array(ADDRESS, { minLength: 2, maxLength: 4 }).map((addresses) => addresses.join(", ")),
  fc.constantFrom("", ",", " , ,", "unknown", "1.2.3.4,,", "::1", "not an address"),
  HEADER_TEXT,
);

export const generatedRequest: fc.Arbitrary<GeneratedRequest> = fc.record(
  {
    contentType,
    body: anyBody,
    origin: fc.oneof(
      { weight: 3, arbitrary: fc.constant("http://localhost") },
      fc.constantFrom("https://evil.example", "null", "http://localhost:80", "HTTP://LOCALHOST", "http://localhost/"),
      HEADER_TEXT,
    ),
    secFetchSite: fc.oneof(fc.constantFrom("same-origin", "same-site", "cross-site", "none", "SAME-ORIGIN"), HEADER_TEXT),
    forwardedFor,
  },
  { requiredKeys: ["body"] },
);

export function headersOf({ contentType, origin, secFetchSite, forwardedFor }: GeneratedRequest): Headers {
  const headers = new Headers();
  if (contentType !== undefined) headers.set("Content-Type", contentType);
  if (origin !== undefined) headers.set("Origin", origin);
  if (secFetchSite !== undefined) headers.set("Sec-Fetch-Site", secFetchSite);
  if (forwardedFor !== undefined) headers.set("X-Forwarded-For", forwardedFor);
  return headers;
}
