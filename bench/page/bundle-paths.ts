import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The Vite config of the served build in `npm run bench`: the site's own plus the bundle visualizer. */
export const BUNDLE_VITE_CONFIG = path.join(ROOT, "bench/page/bundle-vite.config.ts");
/** Treemap of the client build, to open in a browser (not committed: it changes with every hash). */
export const BUNDLE_HTML = path.join(ROOT, "bench/bundle.html");
/** The same data as JSON, which the bench reads to say what each chunk holds. */
export const BUNDLE_STATS_JSON = path.join(ROOT, ".tmp/bench/bundle-stats.json");
