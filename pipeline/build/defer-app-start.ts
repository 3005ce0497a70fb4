import { init, parse } from "es-module-lexer";

// React Router's <Scripts> writes a <link rel="modulepreload"> per module of the page and an inline
// module script that imports them at once, so the browser fetches about twenty files at high priority
// while the page is still painting. The rewrite below starts the same script once the page has
// loaded and painted (docs/decisions/009).
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const START_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const NAMESPACE_IMPORT = /^import\s*\*\s*as\s+([A-Za-z_$][\w$]*)\s+from\s*(["'][^"']+["'])$/;
const BARE_IMPORT = /^import\s*(["'][^"']+["'])$/;

/**
 * Calls `start` once the largest content is on screen: the page has loaded, its first paint has
 * happened, its images (eager ones, and lazy ones already loaded) are decoded, and three more frames
 * have been drawn (a frame is presented a little after it is drawn). Background tabs draw no frames,
 * so there the app starts at once.
 */
const WHEN_PAINTED = `const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const loaded = new Promise((resolve) => (document.readyState === "complete" ? resolve() : addEventListener("load", resolve, { once: true })));
const firstPaint = PerformanceObserver.supportedEntryTypes.includes("paint")
  ? new Promise((resolve) => new PerformanceObserver(resolve).observe({ type: "paint", buffered: true }))
  : Promise.resolve();
const shownImages = () => [...document.images].filter((image) => image.complete || image.loading !== "lazy").map((image) => image.decode());
const painted = Promise.all([loaded, firstPaint]).then(() => Promise.allSettled(shownImages())).then(nextFrame).then(nextFrame).then(nextFrame);
(document.hidden ? Promise.resolve() : painted).then(start);`;

/** `import * as x from "y"` becomes `const x = await import("y")`, `import "y"` becomes `await import("y")`. */
function toDynamicImport(statement: string): string {
  const namespace = NAMESPACE_IMPORT.exec(statement);
  if (namespace) return `const ${namespace[1]} = await import(${namespace[2]})`;
  const bare = BARE_IMPORT.exec(statement);
  if (bare) return `await import(${bare[1]})`;
  throw new Error(`React Router's start script has an import this build cannot defer: ${statement}`);
}

/** The start script's code, run by an async function `start` instead of at once, its static imports made dynamic. */
function deferredCode(code: string, preloads: string[]): string {
  const [imports] = parse(code);
  let body = "";
  let from = 0;
  for (const { d, ss, se } of imports) {
    if (d !== -1) continue;
    body += code.slice(from, ss) + toDynamicImport(code.slice(ss, se));
    from = se;
  }
  body += code.slice(from);
  // Fetched side by side, as the removed preload links would have been; the imports then find them ready.
  const preload = `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
  return `const start = async () => {\n${preload}\n${body.trim()}\n};\n${WHEN_PAINTED}`;
}

/** The page's HTML with no module preloads in its head and its app started after the first paint. */
export async function deferAppStart(html: string): Promise<string> {
  await init;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? "");
  const startScripts = [...html.matchAll(START_SCRIPT)];
  if (startScripts.length !== 1) {
    throw new Error(`Expected one React Router start script in the page, found ${startScripts.length}`);
  }
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(START_SCRIPT, (_, code: string) => `<script type="module" async="">${deferredCode(code, preloads)}</script>`);
}
