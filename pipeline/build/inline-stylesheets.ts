// React Router's <Links> writes one render-blocking <link rel="stylesheet"> per route chunk. Each is a
// request the first paint waits for, so the page carries their rules itself (docs/decisions/009).
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/**
 * Puts the rules of every stylesheet a page links into one <style> where the first link stood. The
 * <link> elements stay, marked `disabled` so the browser never fetches them: React claims them when it
 * hydrates the head and, finding no such element, would render the whole page again in the browser.
 * `readStylesheet` gets the CSS of an href such as '/assets/root-abc.css'.
 */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  const first = links[0];
  if (!first) return html;
  const css = links.map(([, href]) => readStylesheet(href ?? "").trim()).join("\n");
  if (css.includes("</style"))
    throw new Error(`A stylesheet of this page contains "</style": ${links.map(([, href]) => href).join(", ")}`);
  let isFirst = true;
  return html.replace(STYLESHEET_LINK, (link) => {
    const disabled = link.replace(/\/>$/, ' disabled=""/>');
    if (!isFirst) return disabled;
    isFirst = false;
    return `<style>${css}</style>${disabled}`;
  });
}
