// What a Markdown file links to, and the `#anchors` its headings give it, read as GitHub renders them.
import GithubSlugger from "github-slugger";

export interface MarkdownLink {
  target: string;
  line: number;
}

const FENCE = /^\s*(```|~~~)/;
// `[text](target "title")` and `![alt](target)`; a target in <…> may hold spaces.
const INLINE_LINK = /\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/g;
// `[label]: target`, a reference definition.
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/;
const CODE_SPAN = /`+[^`]*`+/g;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const HTML_ANCHOR = /<a\s[^>]*(?:id|name)="([^"]+)"/g;

/** The lines of `markdown` outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let inFence = false;
  markdown.split("\n").forEach((text, index) => {
    if (FENCE.test(text)) inFence = !inFence;
    else if (!inFence) lines.push({ text, line: index + 1 });
  });
  return lines;
}

export function readMarkdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { text, line } of proseLines(markdown)) {
    const prose = text.replace(CODE_SPAN, "");
    for (const [, target] of prose.matchAll(INLINE_LINK)) if (target) links.push({ target: target.replace(/^<|>$/g, ""), line });
    const definition = REFERENCE_DEFINITION.exec(prose);
    if (definition?.[1]) links.push({ target: definition[1], line });
  }
  return links;
}

/** The anchors GitHub gives the file: one per heading (github-slugger, with its -1, -2 for repeats) and HTML ids. */
export function readAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const { text } of proseLines(markdown)) {
    const heading = HEADING.exec(text);
    // GitHub slugs the rendered text: a link in a heading counts by its text only.
    if (heading?.[1]) anchors.add(slugger.slug(heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")));
    for (const [, id] of text.matchAll(HTML_ANCHOR)) if (id) anchors.add(id);
  }
  return anchors;
}
