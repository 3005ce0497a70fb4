// Vitest's globalSetup for the cross-browser run (vitest.cross-browser.config.ts): checks that the
// browsers are installed, then serves the build with the compiled server on loopback, as
// playwright.config.ts does for the Playwright tests, and starts the display WebKitGTK draws on.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { missingBrowsersMessage } from "./browsers.ts";
import { startSite } from "./start-site.ts";
import { startVirtualDisplay } from "./xvfb.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SERVER_ENTRY = path.join(ROOT, "build/server/index.js");

declare module "vitest" {
  export interface ProvidedContext {
    /** The site under test, e.g. http://127.0.0.1:41234. */
    siteUrl: string;
    /** The X display WebKitGTK draws on. */
    display: string;
  }
}

export default async function startSiteAndDisplay(project: TestProject) {
  const missing = missingBrowsersMessage();
  if (missing) throw new Error(missing);
  if (!existsSync(SERVER_ENTRY)) throw new Error(`No build at ${SERVER_ENTRY}: run \`npm run build\` first.`);

  // A fresh message store for every run, as in playwright.config.ts.
  const dataDir = mkdtempSync(path.join(tmpdir(), "portfolio-cross-browser-"));
  const server = await startSite(SERVER_ENTRY, dataDir);
  const display = await startVirtualDisplay().catch((error: unknown) => {
    void server.stop();
    throw error;
  });
  project.provide("siteUrl", server.url);
  project.provide("display", display.display);
  return async () => {
    display.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
