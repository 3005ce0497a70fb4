import { defineConfig } from "vitest/config";

// The cross-browser run (README, "Scripts"): the journeys whose behaviour differs between engines, in
// Chromium, Firefox ESR and WebKitGTK, against the compiled server. Its own config, apart from the
// unit tests' (vitest.config.ts), since it needs the build and Debian's browsers.
export default defineConfig({
  test: {
    name: "cross-browser",
    environment: "node",
    include: ["tests/cross-browser/**/*.test.ts"],
    globalSetup: ["./tests/test-support/cross-browser/global-setup.ts"],
    // Starting a browser takes seconds on a shared two-core machine; a journey's own waits are shorter.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // One browser at a time: two browsers on two cores would slow each other's journeys.
    fileParallelism: false,
  },
});
