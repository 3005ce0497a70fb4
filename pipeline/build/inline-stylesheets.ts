// React Router's <Links> writes one render-blocking <link rel="stylesheet"> per route chunk. Each is a
// request the first paint waits for, so the page carries their rules itself (docs/decisions/009). The
// href of a stylesheet that a lazily loaded chunk also imports ends in "#" (React Router's own mark, so
// that Vite's loader of that chunk adds a link of its own): it is the same file, and inlined as well.
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)#?"\/>/g;

// Both marks, because each one alone is fetched by some engine's look-ahead: Firefox's speculative
// loader fetches a link whose type is not CSS (which HTML says not to fetch, and Chromium and WebKit do
// not); WebKit's preload scanner fetches a `disabled` one while the parser waits on a script (Chromium
// and Firefox do not). With both, none of the three requests it (docs/decisions/024-stylesheets-fetched-once.md).
const NOT_FETCHED = ' type="text/x-inlined-css" disabled=""';

/**
 * Puts the rules of every stylesheet a page links into one <style> where the first link stood, each
 * file once. The <link> elements stay, marked so no browser fetches them: React claims them when it
 * hydrates the head by their rel and href only, and, finding no such element, would render the whole
 * page again in the browser. `readStylesheet` gets the CSS of a path such as '/assets/root-abc.css'.
 */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  const hrefs = [...new Set([...html.matchAll(STYLESHEET_LINK)].map(([, href]) => href ?? ""))];
  if (hrefs.length === 0) return html;
  const css = hrefs.map((href) => readStylesheet(href).trim()).join("\n");
  if (css.includes("</style")) throw new Error(`A stylesheet of this page contains "</style": ${hrefs.join(", ")}`);
  let isFirst = true;
  return html.replace(STYLESHEET_LINK, (link) => {
    const marked = link.replace(/\/>$/, `${NOT_FETCHED}/>`);
    if (!isFirst) return marked;
    isFirst = false;
    return `<style>${css}</style>${marked}`;
  });
}
