// React Router asks react-router.config.ts for the pages to prerender in the dev server too, and serves
// only those addresses (docs/decisions/001-prerendered-framework-mode.md): the list must hold drafts
// there, as the content modules do, and never in a build. The config is loaded as a module of its own,
// apart from the one vite.config.ts imports, so the content plugin marks the process instead of a
// module's state.
const DEV_SERVER = Symbol.for("portfolio.content.devServer");

type Marked = typeof globalThis & { [DEV_SERVER]?: boolean };

/** Called by the content plugin as `npm run dev` starts its server. */
export function markDevServer(isDevServer: boolean): void {
  (globalThis as Marked)[DEV_SERVER] = isDevServer;
}

/** True inside `npm run dev`: drafts are shown, and so listed for React Router. */
export function isDevServer(): boolean {
  return (globalThis as Marked)[DEV_SERVER] === true;
}
