import path from "node:path";
import { mergeConfig } from "vite";
import siteConfig from "#root/vite.config.ts";

/**
 * `react-router build . --config bench/page/no-beacon-vite.config.ts`: the site's build with the
 * reading statistics' beacon replaced by a hook that does nothing, the baseline the bench measures
 * the public pages against (docs/product.md#reading-statistics: public pages otherwise unchanged).
 */
export default mergeConfig(siteConfig, {
  resolve: {
    alias: [
      {
        find: /^\.\/features\/reading-stats\/use-reading-stats\.ts$/,
        replacement: path.resolve(import.meta.dirname, "no-reading-stats.ts"),
      },
    ],
  },
});
