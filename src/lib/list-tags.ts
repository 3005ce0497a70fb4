import { tagSlugOf } from "./tag-path.ts";

// Tags group the case studies: each has a page of its own (tag-path.ts).

export interface Tag<T> {
  /** As first written, in the newest case study that has it. */
  name: string;
  slug: string;
  /** In the order given (newest first, as the content is). */
  caseStudies: T[];
}

/**
 * Every tag of the case studies by its slug, in the order first met: tags written differently that
 * make the same address ('UX Research', 'ux research') are one tag.
 */
export function groupTags<T extends { tags: readonly string[] }>(caseStudies: readonly T[]): Map<string, Tag<T>> {
  const bySlug = new Map<string, Tag<T>>();
  for (const caseStudy of caseStudies) {
    for (const name of caseStudy.tags) {
      const slug = tagSlugOf(name);
      const tag = bySlug.get(slug) ?? { name, slug, caseStudies: [] };
      if (!tag.caseStudies.includes(caseStudy)) tag.caseStudies.push(caseStudy);
      bySlug.set(slug, tag);
    }
  }
  return bySlug;
}

/**
 * Every tag of the case studies, by name. Sorting by name compares with the locale's collation,
 * whose first use costs a slow phone about 80 ms: the build sorts, and pages take its list
 * (`tagNames` of virtual:content/tags) or only look tags up (`groupTags`).
 */
export function listTags<T extends { tags: readonly string[] }>(caseStudies: readonly T[]): Tag<T>[] {
  return [...groupTags(caseStudies).values()].sort((a, b) => a.name.localeCompare(b.name));
}
