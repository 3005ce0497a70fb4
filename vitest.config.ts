import { defineConfig } from "vitest/config";
import { contentPlugin } from "#pipeline/content/content-plugin.ts";
import { imagesPlugin } from "#pipeline/images/images-plugin.ts";

// Separate from vite.config.ts so unit tests never load React Router's build plugin.
//
// `isolate: false` (client and server): each worker runs its files one after another in one process
// and one environment, importing a module once, instead of starting a fresh process, environment and
// module graph for every file. Measured on 2 cores: the client project 25 s -> 4.5 s (jsdom's start
// was three quarters of it; two runs each), the server project 143-149 s -> 123-125 s (three runs
// each). vitest still resets vi.setConfig, restores mocks and resets module mocks after each file;
// what a file changes beyond that (process.env, timers, the DOM, a module's own state) it must put
// back itself, as the tests here do.
export default defineConfig({
  plugins: [contentPlugin(), imagesPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "client",
          environment: "jsdom",
          isolate: false,
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/test-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          isolate: false,
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
