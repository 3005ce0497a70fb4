import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
// The same Chromium without the browser's windowing layer: what Playwright runs headless tests in by
// default. It takes about a third less time over the browser tests than the whole browser in headless
// mode (docs/testing.md#browsers).
export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

// Without these, Chromium's own background connections are refused on offline machines and slow every test.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Debian's Chromium when present, otherwise Playwright's own; undefined when neither is installed. */
export function findChromium(): string | undefined {
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  try {
    const bundled = chromium.executablePath();
    return existsSync(bundled) ? bundled : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser tests' Chromium: Debian's headless shell when installed, otherwise findChromium()'s.
 * The benchmarks and the scripts that record the prototype keep the whole browser a visitor runs.
 */
export function findTestChromium(): string | undefined {
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : findChromium();
}

export const NO_CHROMIUM_MESSAGE = `No Chromium found for the browser tests. Install one of:
  - Debian's Chromium:     sudo apt-get install -y chromium   (provides ${DEBIAN_CHROMIUM})
  - Playwright's Chromium: npx playwright install chromium`;
