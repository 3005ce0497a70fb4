import { defineConfig } from "vitest/config";
import { contentPlugin } from "#pipeline/content/content-plugin.ts";
import { imagesPlugin } from "#pipeline/images/images-plugin.ts";

// Separate from vite.config.ts so unit tests never load React Router's build plugin.
export default defineConfig({
  plugins: [contentPlugin(), imagesPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "client",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/test-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          // Several tests start real processes (the server, the CLI scripts, Chromium) on a shared machine.
          testTimeout: 30_000,
          // Tests that start the server as a process run it compiled, as production does.
          globalSetup: ["./server/test-support/compile-server.ts"],
          include: ["server/**/*.test.ts", "pipeline/**/*.test.ts", "scripts/**/*.test.ts"],
          // The import guard's fixture: a fake tree whose test file is data, not a test.
          exclude: ["scripts/import-rules/fixtures/**", "**/node_modules/**"],
        },
      },
      {
        extends: true,
        test: {
          name: "bench",
          environment: "node",
          include: ["bench/**/*.test.ts"],
          exclude: ["bench/floor/**", "**/node_modules/**"],
        },
      },
    ],
  },
});
