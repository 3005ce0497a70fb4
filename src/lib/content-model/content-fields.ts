// The fields the owner's content is made of, shared by the site's and the case studies' schemas:
// each says in its error what the owner should have written.
import { z } from "zod";

/**
 * What a text field says when YAML read something else. Text with a colon and a space in it ("a ward
 * at night: calmer") is read by YAML as a key and its value unless it is quoted, the owner's likeliest
 * slip; the error says how to write it.
 */
const textError = (what: string) => (issue: { input?: unknown }) =>
  typeof issue.input === "object" && issue.input !== null && !Array.isArray(issue.input)
    ? `expected ${what} as text; YAML read a key and a value, as it does at a colon followed by a space: put the whole text in quotes`
    : `expected ${what} as text`;

/** Text that must say something: trimmed, not empty. `what` names it in the error ("a title"). */
export const nonEmptyText = (what: string) =>
  z
    .string({ error: textError(what) })
    .trim()
    .min(1, { error: `expected ${what}, not an empty text` });

/** Images live in public/images and are referenced by their site path. */
export const imagePathSchema = z
  .string({ error: "expected an image path such as /images/cover.svg" })
  .regex(/^\/images\/[^\s]+\.(svg|png|jpe?g|webp|avif|gif)$/i, {
    error: "expected an image path under /images ending in .svg, .png, .jpg, .webp, .avif or .gif",
  });

/** Screen recordings live anywhere under public/, as mp4 or webm. */
export const videoPathSchema = z
  .string({ error: "expected a video path such as /videos/flow.webm" })
  .regex(/^\/[^\s]+\.(mp4|webm)$/i, { error: "expected a video path starting with / and ending in .mp4 or .webm" });

/** Captions for a video: a WebVTT file under public/. */
export const captionsPathSchema = z
  .string({ error: "expected a captions path such as /videos/flow.vtt" })
  .regex(/^\/[^\s]+\.vtt$/i, { error: "expected a WebVTT captions path starting with / and ending in .vtt" });

export const altTextSchema = z
  .string({ error: "expected alt text describing the image" })
  .min(1, { error: "expected alt text describing the image" });

/** A link the owner writes: an absolute http(s) URL, a mailto: address or a site path. */
export const linkHrefSchema = z
  .string({ error: "expected a link: an http(s) URL, a mailto: address or a site path" })
  .refine((href) => /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|\/[^\s]*)$/.test(href), {
    error: "expected a link: an http(s) URL, a mailto: address or a site path starting with /",
  });

export const labelledLinkSchema = z
  .object({
    label: z.string({ error: "expected the link's label as text" }).min(1, { error: "expected a non-empty label" }),
    href: linkHrefSchema,
  })
  .strict();
