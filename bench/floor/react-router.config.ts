import type { Config } from "@react-router/dev/config";

// The framework floor (docs/product.md#performance): the smallest app set up like ours: framework mode, no server rendering, both pages prerendered.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: false,
  prerender: ["/", "/about"],
} satisfies Config;
