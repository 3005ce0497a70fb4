import { defineConfig } from "vite";
import { writeBuildStamp } from "./pipeline/build/build-freshness.ts";
import { resolveContentDir } from "./pipeline/content/content-dir.ts";

// `npm run build`, second step: the server and the messages command compiled to plain JavaScript in
// build/server/, run with `node` alone (no TypeScript loader in production). Packages stay imports,
// installed with `npm install --omit=dev`; the server's own modules and the pure schemas it shares
// with the form (src/features/contact/) are bundled in.
export default defineConfig({
  publicDir: false,
  // The last step of `npm run build`: only now is the build whole (pipeline/build/build-freshness.ts).
  plugins: [{ name: "build-stamp", writeBundle: () => writeBuildStamp("build", resolveContentDir()) }],
  logLevel: "warn",
  build: {
    ssr: true,
    outDir: "build/server",
    emptyOutDir: true,
    // The oldest Node the project runs on (package.json engines).
    target: "node20",
    rolldownOptions: {
      input: { index: "server/index.ts", messages: "scripts/messages.ts" },
      output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
