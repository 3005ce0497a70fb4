import { visualizer } from "rollup-plugin-visualizer";
import { mergeConfig, type Plugin } from "vite";
import siteConfig from "#root/vite.config.ts";
import { BUNDLE_HTML, BUNDLE_STATS_JSON } from "./bundle-paths.ts";

// The visualizer only reads the bundle; it is kept to the client build (the server build is
// used for prerendering only and would overwrite the client's report).
const clientOnly = (plugin: unknown): Plugin => ({
  ...(plugin as Plugin),
  applyToEnvironment: (environment) => environment.name === "client",
});

/** `react-router build . --config bench/page/bundle-vite.config.ts`: the site's build plus bundle reports. */
export default mergeConfig(siteConfig, {
  plugins: [
    clientOnly(visualizer({ filename: BUNDLE_HTML, template: "treemap", gzipSize: true })),
    clientOnly(visualizer({ filename: BUNDLE_STATS_JSON, template: "raw-data", gzipSize: true })),
  ],
});
