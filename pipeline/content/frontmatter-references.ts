import { z } from "zod";
import { imagePathSchema, labelledLinkSchema } from "#src/lib/content-model/content-fields.ts";
import { prototypeSettingsSchema } from "#src/lib/content-model/prototype-settings-schema.ts";

/** The files a case study names under public/, by field. */
export interface CaseStudyReferences {
  cover?: string;
  problemImage?: { src: string };
  /** None when the case study names no prototype. */
  prototype?: { src?: string; posters: Record<string, string | undefined> };
  /** The Links section's: a site path among them may be a file (`/files/deck.pdf`). */
  links?: readonly { href: string }[];
}

export interface FileReferences extends CaseStudyReferences {
  file: string;
}

function validOrNothing<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * The files named by frontmatter that fails its schema, read field by field: a bad date must not hide
 * a missing cover (`npm run check` lists both). A field that is itself invalid is already a problem.
 * Read after pipeline/content/old-key-spellings.ts, so only the new spellings are looked at.
 */
export function referencesOfFrontmatter(data: unknown): CaseStudyReferences {
  const fields = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  const prototypeFields = typeof fields.prototype === "object" && fields.prototype !== null ? fields.prototype : undefined;
  const prototype = prototypeFields && validOrNothing(prototypeSettingsSchema, prototypeFields);
  const problemImage = validOrNothing(imagePathSchema, fields.problemImage);
  return {
    cover: validOrNothing(imagePathSchema, fields.cover),
    problemImage: problemImage ? { src: problemImage } : undefined,
    prototype,
    links: validOrNothing(z.array(labelledLinkSchema), fields.links),
  };
}
