// The pages the server writes itself for a browser (docs/decisions/021-server-written-pages.md): a share
// link that opens nothing, a refused form post, a server error. Each is the prerendered not-found page
// with its heading and text in place of the not-found message, so it has the site's header, footer,
// CSS and themes, under a policy that allows exactly its inline code.
import type { Context } from "hono";
import { escapeHtml } from "#src/lib/escape-html.ts";
import { type PageSources, pageSourcesOf } from "./page-sources.ts";
import { pagePolicy } from "./security-headers.ts";

export interface SiteMessage {
  /** The page's heading; its title too, with the owner's name after it, as every page's title has. */
  title: string;
  text: string;
  /** A way on from here, in a paragraph of its own. */
  link?: { href: string; text: string };
}

export type SiteMessageStatus = 400 | 403 | 410 | 413 | 415 | 429 | 500;

/** The way on from most such pages. */
export const HOME_LINK = { href: "/", text: "Go to the home page" };

/** A page answering a request, chosen by the caller: the site's, or the owner's room's. */
export type AnswerWithPage = (c: Context) => Response | Promise<Response>;

export type SendSiteMessage = (c: Context, status: SiteMessageStatus, message: SiteMessage) => Response;

export interface SiteMessagePages {
  /** The owner's name, as the template names the site (ownerNameOf). */
  ownerName: string | undefined;
  htmlOf(message: SiteMessage): string;
  /** The hashes of the template's own inline script and style, which every message page carries unchanged. */
  sources: PageSources;
  send: SendSiteMessage;
}

// Characters of the Unicode private use area: no page's text holds them, so they mark only where the
// message goes. What is put there is escaped, so it can never add an element, let alone a script.
const TITLE_MARK = "\u{E000}title\u{E000}";
const CONTENT_MARK = "\u{E000}content\u{E000}";

// As React Router writes the route's meta (src/lib/page-meta.ts): the site's name is the owner's.
const SITE_NAME_META = /<meta property="og:site_name" content="([^"]*)"\/?>/;
const TITLE = /<title>([^<]*)<\/title>/;
const MAIN = /(<main\b[^>]*>)[\s\S]*(<\/main>)/;
// React Router's scripts: the scroll restoration, the route context, the deferred start and its
// stream (docs/decisions/009). Started here, the app would find no route at this address, render its
// not-found page over the message and report a hydration mismatch. The head's classic scripts (the
// theme, and the theme button before the app starts: docs/decisions/019) stay, and keep working.
const BODY_SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/gi;
const NOINDEX_META = /<meta name="robots" content="noindex"\/?>/;

// For a server without built pages (the development server, whose pages Vite serves: server/pages.ts's
// NO_PAGES): a page with nothing inline, so the strictest page policy holds.
const BARE_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${TITLE_MARK}</title></head><body><main id="main">${CONTENT_MARK}</main></body></html>`;

/**
 * The owner's name (content/site.yaml's `name`) as the build wrote it into a prerendered page's
 * og:site_name, so the server reads nothing of content/ (docs/decisions/012). Undefined when absent.
 */
export function ownerNameOf(html: string): string | undefined {
  const written = SITE_NAME_META.exec(html)?.[1];
  if (!written) return undefined;
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return written.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (entity, decimal, hex, name) => {
    if (decimal) return String.fromCodePoint(Number(decimal));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return named[String(name).toLowerCase()] ?? entity;
  });
}

/** The not-found page as a template: its title and its main's content marked, the app's scripts gone. */
function templateOf(notFoundHtml: string): string {
  if (notFoundHtml === "") return BARE_TEMPLATE;
  const headEnd = notFoundHtml.indexOf("</head>");
  const oldTitle = TITLE.exec(notFoundHtml)?.[1];
  if (headEnd < 0 || oldTitle === undefined || !MAIN.test(notFoundHtml)) {
    // Said at start, rather than every such answer quietly losing the site's look.
    throw new Error("The built not-found page has no <head>, <title> or <main>: the server makes its own pages from it.");
  }
  let head = notFoundHtml
    .slice(0, headEnd)
    .replace(MODULE_SCRIPT, "")
    // Functions, so a '$' in the text could never be read as a replacement pattern.
    .replace(TITLE, () => `<title>${TITLE_MARK}</title>`)
    // og:title and twitter:title, which a chat app's preview of a dead link shows.
    .replaceAll(`content="${oldTitle}"`, () => `content="${TITLE_MARK}"`);
  if (!NOINDEX_META.test(head)) head += '<meta name="robots" content="noindex"/>';
  const body = notFoundHtml
    .slice(headEnd)
    .replace(BODY_SCRIPT, "")
    .replace(MAIN, (_, open: string, close: string) => `${open}${CONTENT_MARK}${close}`);
  return `${head}${body}`;
}

function contentOf({ title, text, link }: SiteMessage): string {
  const way = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : "";
  // The not-found page's own box (src/components/page-not-found.tsx), whose rules the page's CSS holds.
  return `<div class="not-found"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${way}</div>`;
}

/**
 * Made once, at start, from the prerendered not-found page's HTML. Its policy's sources are taken from
 * the template, never from a page with a message in it, so no text could bring its own code under them.
 */
export function createSiteMessagePages(notFoundHtml: string): SiteMessagePages {
  const template = templateOf(notFoundHtml);
  const ownerName = ownerNameOf(notFoundHtml);
  const sources = { ...pageSourcesOf(template), frames: [] };
  const policy = pagePolicy(sources);
  const htmlOf = (message: SiteMessage) => {
    // Titles drop the heading's full stop, as the not-found page's does ('Case study not found').
    const title = message.title.replace(/\.$/, "");
    const fullTitle = escapeHtml(ownerName ? `${title} · ${ownerName}` : title);
    const content = contentOf(message);
    return template.replaceAll(TITLE_MARK, () => fullTitle).replace(CONTENT_MARK, () => content);
  };
  return {
    ownerName,
    htmlOf,
    sources,
    send: (c, status, message) => {
      c.header("Content-Security-Policy", policy);
      // docs/product.md#private-work: no answer of this kind belongs in a search engine.
      c.header("X-Robots-Tag", "noindex");
      return c.html(htmlOf(message), status);
    },
  };
}
