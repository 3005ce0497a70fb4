import { z } from "zod";

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

export type LabelledLink = z.output<typeof labelledLinkSchema>;

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href);
}
