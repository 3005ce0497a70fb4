import { z } from "zod";
import { tagSlugOf } from "../tag-path.ts";
import { altTextSchema, imagePathSchema, labelledLinkSchema, nonEmptyText } from "./content-fields.ts";
import { prototypeFieldsSchema, prototypeSettingsSchema } from "./prototype-settings-schema.ts";
import { VISIBILITIES } from "./visibility.ts";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Frontmatter is read as YAML 1.2 (pipeline/content/parse-yaml.ts), so an unquoted 2024-07-01 is this text, not a Date.
const isoDate = z
  .string({ error: "expected a date written as YYYY-MM-DD" })
  .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)), {
    error: "expected a date written as YYYY-MM-DD",
  });

/** docs/product.md#case-study-fields: the frontmatter an owner writes at the top of content/case-studies/<slug>.mdx. */
export const caseStudyFrontmatterSchema = z
  .object({
    slug: z.string({ error: "expected a slug" }).regex(SLUG_PATTERN, {
      error: "expected a slug of lowercase letters, digits and single dashes, such as my-case-study",
    }),
    title: nonEmptyText("a title"),
    summary: z.union([nonEmptyText("a summary"), z.array(nonEmptyText("a summary paragraph")).min(1)], {
      error: "expected a summary: one text, or a list of paragraphs",
    }),
    cover: imagePathSchema,
    coverAlt: altTextSchema,
    tags: z
      .array(
        // A tag names its page, /case-studies/tags/<slug>: it needs something to spell that with.
        nonEmptyText("a tag").refine((tag) => tagSlugOf(tag) !== "", { error: "expected a tag with a letter or digit" }),
        { error: "expected a list of tags" },
      )
      .default([]),
    date: isoDate,
    problemImage: imagePathSchema.optional(),
    problemImageAlt: altTextSchema.optional(),
    // Nested as in content/site.yaml; the old flat prototypeFile and prototypeTitle are moved here on reading
    // (pipeline/content/old-key-spellings.ts).
    prototype: prototypeFieldsSchema.extend({ title: nonEmptyText("the prototype's title").optional() }).optional(),
    links: z.array(labelledLinkSchema, { error: "expected a list of links with label and href" }).default([]),
    // docs/product.md#home: the home page shows featured case studies first, then the newest others.
    featured: z.boolean({ error: "expected true or false" }).default(false),
    // docs/product.md#drafts: shown by `npm run dev` with a Draft badge, left out of production builds, the sitemap and the feed.
    draft: z.boolean({ error: "expected true or false" }).default(false),
    visibility: z.enum(VISIBILITIES, { error: "expected public, unlisted or protected" }).default("public"),
    // A protected case study's address shows its title and summary to a visitor without access, unless false.
    teaser: z.boolean({ error: "expected true or false" }).default(true),
  })
  .strict()
  .superRefine((data, ctx) => {
    if (data.problemImage && !data.problemImageAlt) {
      ctx.addIssue({
        code: "custom",
        path: ["problemImageAlt"],
        message: "expected alt text for problemImage",
        // Said in the content error beside the field (pipeline/content/content-error.ts).
        params: { requirement: "required with problemImage" },
      });
    }
  });

/** What the site reads about a case study: its frontmatter, checked and normalised for rendering. */
export const caseStudySchema = caseStudyFrontmatterSchema.transform((frontmatter) => ({
  slug: frontmatter.slug,
  title: frontmatter.title,
  summary: typeof frontmatter.summary === "string" ? [frontmatter.summary] : frontmatter.summary,
  cover: frontmatter.cover,
  coverAlt: frontmatter.coverAlt,
  tags: frontmatter.tags,
  date: frontmatter.date,
  ...(frontmatter.problemImage && frontmatter.problemImageAlt
    ? { problemImage: { src: frontmatter.problemImage, alt: frontmatter.problemImageAlt } }
    : {}),
  // Checked field by field above; this fills in the defaults and the frame's address. None written:
  // the page has no Prototype section (docs/product.md#case-study-page).
  prototype: frontmatter.prototype === undefined ? undefined : prototypeSettingsSchema.parse(frontmatter.prototype),
  links: frontmatter.links,
  isFeatured: frontmatter.featured,
  /** Not published yet: only `npm run dev` shows it, with a Draft badge. */
  isDraft: frontmatter.draft,
  visibility: frontmatter.visibility,
  hasTeaser: frontmatter.teaser,
}));

export type CaseStudy = z.output<typeof caseStudySchema> & {
  /** Whole minutes, at least 1, counted from the body's words at build time (pipeline/content/reading-time.ts). */
  readingMinutes: number;
};
