import type { BodyHeading } from "../../lib/content-model/case-study-body.ts";

/** A line of a case study's table of contents: a heading's text and the id it links to. */
export interface ContentsEntry {
  id: string;
  text: string;
  /** The h3 headings under an h2. */
  children: ContentsEntry[];
}

/** The page's own sections after the body, with the ids their headings carry. */
export const PAGE_SECTIONS = { prototype: { id: "prototype", text: "Prototype" }, links: { id: "links", text: "Links" } };

function toEntries(headings: readonly BodyHeading[]): ContentsEntry[] {
  return headings.flatMap((heading) => {
    if (!heading.id || heading.depth > 3) return [];
    return [{ id: heading.id, text: heading.value, children: heading.depth < 3 ? toEntries(heading.children ?? []) : [] }];
  });
}

/** The body's h2 and h3 headings in order, then Prototype and Links, each when the case study has one. */
export function listContents(
  headings: readonly BodyHeading[],
  { hasPrototype, hasLinks }: { hasPrototype: boolean; hasLinks: boolean },
): ContentsEntry[] {
  const sections = [...(hasPrototype ? [PAGE_SECTIONS.prototype] : []), ...(hasLinks ? [PAGE_SECTIONS.links] : [])];
  return [...toEntries(headings), ...sections.map((section) => ({ ...section, children: [] }))];
}

/** Every id in reading order, the nested ones included. */
export function idsOf(entries: readonly ContentsEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id, ...idsOf(entry.children)]);
}
