import { z } from "zod";
import { altTextSchema, imagePathSchema, labelledLinkSchema, linkHrefSchema, nonEmptyText as text } from "./content-fields.ts";
import { type LinkService, linkServiceOf } from "./link-services.ts";
import { prototypeSettingsSchema } from "./prototype-settings-schema.ts";
import { statisticsSettingsSchema } from "./statistics-settings-schema.ts";

const quoteSchema = z
  .object({
    text: text("the quote"),
    author: text("the quote's author"),
    role: text("the author's role").optional(),
    picture: imagePathSchema.optional(),
    link: linkHrefSchema.optional(),
  })
  .strict();

/** docs/product.md#site-identity: at most this many links in the row on home and about. */
export const MAX_SITE_LINKS = 8;

// The service is recognised here, at build time, so the page's code only carries its name.
const siteLinkSchema = labelledLinkSchema.transform(({ label, href }): SiteLink => {
  const service = linkServiceOf(href);
  return service ? { label, href, service } : { label, href };
});

export interface SiteLink {
  label: string;
  href: string;
  /** A service recognised by the address's host; the row shows its icon beside the label. */
  service?: LinkService;
}

/** content/site.yaml: the owner's identity, read at build time (docs/product.md#site-identity). */
export const siteSchema = z
  .object({
    name: text("the owner's name"),
    url: z
      .url({ protocol: /^https?$/, error: "expected the site's public URL, such as https://example.com" })
      .transform((url) => url.replace(/\/+$/, "")),
    description: text("a one-sentence description of the site"),
    locale: z.string().default("en"),
    greeting: text("the greeting"),
    role: text("the role line"),
    // Optional: an owner between jobs has no employer line.
    employer: text("the current employer line").optional(),
    avatar: z.object({ src: imagePathSchema, alt: altTextSchema }).strict(),
    // An ordered list, as a case study's links; the old map of four keys is turned into one on reading
    // (pipeline/content/old-site-links.ts).
    links: z
      .array(siteLinkSchema, { error: "expected a list of links, each with a label and an href" })
      .max(MAX_SITE_LINKS, { error: `expected at most ${MAX_SITE_LINKS} links` })
      .default([]),
    biography: z.array(text("a biography paragraph"), { error: "expected the biography as a list of paragraphs" }).min(1),
    // None: the about page has no 'Kind words'.
    quotes: z.array(quoteSchema, { error: "expected a list of quotes" }).default([]),
    // None: the home page's hero stands alone, without a prototype below it.
    prototype: prototypeSettingsSchema.optional(),
    // Optional: the reading statistics' time zone and how long raw views are kept (docs/product.md#privacy-page).
    statistics: statisticsSettingsSchema,
  })
  .strict();

export type Site = z.output<typeof siteSchema>;
/** The about page's own words, which come with its route data rather than with every page's code. */
export type AboutWords = Pick<Site, "biography" | "quotes">;
/** What every page's code knows of the owner (virtual:content/site): the site without the about page's words. */
export type PageSite = Omit<Site, keyof AboutWords>;
export type Quote = Site["quotes"][number];
