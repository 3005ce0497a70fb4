import { z } from "zod";
import { altTextSchema, imagePathSchema, linkHrefSchema, nonEmptyText as text } from "./content-fields.ts";
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
    employer: text("the current employer line"),
    avatar: z.object({ src: imagePathSchema, alt: altTextSchema }).strict(),
    links: z.object({ email: linkHrefSchema, git: linkHrefSchema, medium: linkHrefSchema, linkedin: linkHrefSchema }).strict(),
    biography: z.array(text("a biography paragraph"), { error: "expected the biography as a list of paragraphs" }).min(1),
    quotes: z.array(quoteSchema, { error: "expected a list of quotes" }).min(1),
    prototype: prototypeSettingsSchema,
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
