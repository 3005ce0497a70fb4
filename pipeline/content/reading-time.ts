// A case study's reading time, shown beside its date ('N min read'), counted when the site is built.

/** An adult's silent reading speed for non-fiction, in words a minute. */
export const WORDS_PER_MINUTE = 230;

/**
 * The words a visitor reads in an MDX body: the text of paragraphs, headings, lists and the blocks'
 * children, without the markup around it: JSX tags and their attributes, link and image addresses,
 * import and export lines, comments and Markdown's own marks.
 */
export function wordsOf(body: string): number {
  const text = body
    .replace(/^(?:import|export)\s.*$/gm, " ")
    .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<\/?[A-Za-z][^>]*>/g, " ");
  return text.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes at WORDS_PER_MINUTE, rounded, and at least 1. */
export function readingMinutesOf(body: string): number {
  return Math.max(1, Math.round(wordsOf(body) / WORDS_PER_MINUTE));
}
