// The beacon's body as the server accepts it (docs/product.md#reading-statistics): small, JSON, and
// every field checked; text stays text (bound as a parameter, never read as anything else).
import { isIP } from "node:net";
import { z } from "zod";
import { type Beacon, MAX_SOURCE_CHARACTERS } from "#src/features/reading-stats/beacon-fields.ts";
import { MAX_SECONDS } from "./view-buckets.ts";

// crypto.randomUUID's shape: 122 random bits, so a view's later beacons can name it and nobody can guess it.
const viewId = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
// Text only: no control or format characters, no lone surrogates, private-use or unassigned code points, no line or paragraph separators.
const noControls = /^[^\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]*$/u;

// Something@something.something anywhere in it; an address with a port or in brackets counts too.
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const looksPersonal = (source: string) =>
  EMAIL_LIKE.test(source) || isIP(source.replace(/^\[(.*)\](:\d+)?$/, "$1").replace(/^([\d.]+):\d+$/, "$1")) !== 0;

// A referrer as URL.host writes it: a host name (zod's check: RFC 1123 labels, at most 253 characters)
// and an optional port, which is at most 65535.
const MAX_PORT = 65_535;
const hostName = z.hostname();
const isHostWithPort = (text: string) => {
  const [, host = "", port] = /^(.*?)(?::(\d{1,5}))?$/.exec(text) ?? [];
  return hostName.safeParse(host).success && (port === undefined || Number(port) <= MAX_PORT);
};

const startSchema = z.strictObject({
  kind: z.literal("start"),
  view: viewId,
  // A page path as the site's own pages are written; whether it is one is asked of the built pages.
  path: z
    .string()
    .max(300)
    .regex(/^\/[^?#\s]*$/),
  referrer: z
    .string()
    .max(260)
    .refine(isHostWithPort, `expected a host name with an optional port of at most ${MAX_PORT}`)
    .transform((host) => host.toLowerCase())
    .optional(),
  // A campaign's name as plain text, never a person's: any other (one that looks like an email or IP
  // address, holds a control character or is too long) is not kept, and the view is, so an odd link
  // cannot stop its views being counted.
  source: z
    .string()
    .transform((text) => {
      const source = text.trim();
      const isPlainName = source !== "" && [...source].length <= MAX_SOURCE_CHARACTERS && noControls.test(source);
      return isPlainName && !looksPersonal(source) ? source : undefined;
    })
    .optional(),
});

const updateSchema = z.strictObject({
  kind: z.literal("update"),
  view: viewId,
  seconds: z.number().int().min(0).max(MAX_SECONDS),
  depth: z.number().int().min(0).max(100).optional(),
});

const beaconSchema = z.discriminatedUnion("kind", [startSchema, updateSchema]);

export type BeaconCheck = { ok: true; beacon: Beacon } | { ok: false; error: string };

/** The beacon in `text`, or the sentence saying what is wrong with it. */
export function parseBeacon(text: string): BeaconCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: "The beacon is not valid JSON." };
  }
  const parsed = beaconSchema.safeParse(value);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { ok: false, error: `The beacon is not valid: ${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}.` };
  }
  return { ok: true, beacon: parsed.data };
}
