import path from "node:path";
import { defineConfig } from "vite";
import { writeBuildStamp } from "#pipeline/build/build-freshness.ts";
import { resolveContentDir } from "#pipeline/content/content-dir.ts";

// `npm run build`, second step: the server and the messages and access commands compiled to plain JavaScript in
// build/server/, run with `node` alone (no TypeScript loader in production). Packages stay imports,
// installed with `npm install --omit=dev`; the server's own modules and the pure schemas it shares
// with the form (src/features/contact/) are bundled in.
const SERVER_OUT_DIR = "build/server";

export default defineConfig({
  publicDir: false,
  plugins: [
    {
      name: "build-stamp",
      // The last step of `npm run build`: only now is the build whole (pipeline/build/build-freshness.ts).
      // A compile elsewhere (the server tests compile their own copy) is not a build of the site.
      writeBundle: ({ dir }) => {
        if (dir && path.resolve(dir) === path.resolve(SERVER_OUT_DIR)) writeBuildStamp("build", resolveContentDir());
      },
    },
  ],
  logLevel: "warn",
  build: {
    ssr: true,
    outDir: SERVER_OUT_DIR,
    emptyOutDir: true,
    // The oldest Node the project runs on (package.json engines).
    target: "node22",
    rolldownOptions: {
      input: {
        index: "server/index.ts",
        messages: "scripts/messages.ts",
        access: "scripts/access.ts",
        // A worker thread loads it by its own address (import.meta.url), so it stays a file of its own.
        "views-writer": "server/views/sqlite-view-writer.ts",
      },
      output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
