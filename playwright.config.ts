import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findTestChromium, NO_CHROMIUM_MESSAGE } from "#scripts/chromium.ts";
import { AT_SCALE_CLIENT_DIR } from "#tests/test-support/at-scale-site.ts";
import { OWNER_SITE_CLIENT_DIR } from "#tests/test-support/owner-site.ts";
import { OWNER_SITE, type SiteUnderTest } from "#tests/test-support/site-under-test.ts";

/** The option each project sets for the content journeys (tests/test-support/fixtures.ts). */
type SiteOptions = { site?: SiteUnderTest };

const executablePath = findTestChromium();
if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);

const PORT = Number(process.env.E2E_PORT ?? 4173);
// The site at 30 case studies (tests/test-support/at-scale-site.ts), served beside the real one.
const AT_SCALE_PORT = PORT + 1;
// The second owner's site (tests/owner-site/README.md), served beside them: the content journeys
// (tests/content/) run on it as on the sample, at both widths.
const OWNER_SITE_PORT = PORT + 2;
const CONTENT_SPECS = /content\/[a-z-]+\.spec\.ts$/;
// Its build, like the at-scale site's, tests the client on other content: left out where only the
// server's tests run (TEST_BROWSER_SCOPE=server, scripts/run-tests.ts).
const isOwnerSiteIncluded = process.env.E2E_OWNER_SITE !== "0";
// Its own build takes a while and tests the client only: left out where only the server's tests run
// (TEST_BROWSER_SCOPE=server, scripts/run-tests.ts).
const isAtScaleIncluded = process.env.E2E_AT_SCALE !== "0";
// The specs of that site: at scale, and private work, which lives only there (tests/test-support/at-scale-site.ts),
// and the owner's room, whose share links open that private work.
const AT_SCALE_SPECS = /(at-scale|private-work|owner-[a-z-]+)\.spec\.ts$/;
// At 375 px, only what the width changes: layout and reflow (axe), the menu (with and without
// JavaScript), target sizes, the prototype and image viewers, navigation, the pages' own layouts and
// the keyboard's way through them. Behaviour that is the same at any width (forms, headers, metadata,
// sharing, the messages command) is checked once, at desktop width, which keeps CI within its time.
const SMALL_SCREEN_SPECS =
  /(accessibility|mobile-menu|target-size|prototype-viewer|image-viewer|navigation|home|about|privacy|case-studies|case-study-contents|images|keyboard-journey|recipient-cards-prototype|showcase-blocks|without-javascript|content\/[a-z-]+)\.spec\.ts$/;
// Inside those specs, a test tagged @any-width gives the same result in either project: what it checks
// does not change with the width (markup, keys, state kept), or it sets its own viewport. It runs once, at
// desktop width.
const ANY_WIDTH = /@any-width/;
// A fresh message store for every run, so tests never see each other's messages.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "portfolio-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig<SiteOptions, SiteOptions>({
  testDir: "tests",
  // tests/cross-browser/ holds the Firefox and WebKit run (vitest.cross-browser.config.ts), not Playwright specs.
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test.only left in by mistake would quietly skip every other test on CI.
  forbidOnly: !!process.env.CI,
  timeout: 20_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // A trace records the screen all through every test, which costs CI about a tenth of its browser
    // time; CI keeps no files to open one from, so only a local run records (a failure keeps its trace).
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: AT_SCALE_SPECS,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "mobile",
      testMatch: SMALL_SCREEN_SPECS,
      grepInvert: ANY_WIDTH,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    ...(isOwnerSiteIncluded
      ? [
          {
            name: "owner-site",
            testMatch: CONTENT_SPECS,
            use: {
              ...devices["Desktop Chrome"],
              viewport: { width: 1440, height: 900 },
              baseURL: `http://127.0.0.1:${OWNER_SITE_PORT}`,
              site: OWNER_SITE,
            },
          },
          {
            name: "owner-site-mobile",
            testMatch: CONTENT_SPECS,
            grepInvert: ANY_WIDTH,
            use: {
              ...devices["Desktop Chrome"],
              viewport: { width: 375, height: 812 },
              hasTouch: true,
              baseURL: `http://127.0.0.1:${OWNER_SITE_PORT}`,
              site: OWNER_SITE,
            },
          },
        ]
      : []),
    ...(isAtScaleIncluded
      ? [
          {
            name: "at-scale",
            testMatch: AT_SCALE_SPECS,
            use: {
              ...devices["Desktop Chrome"],
              viewport: { width: 1440, height: 900 },
              baseURL: `http://127.0.0.1:${AT_SCALE_PORT}`,
            },
          },
        ]
      : []),
  ],
  // Serves the built site with the compiled server (npm run build) exactly as `npm start` does, on loopback only.
  webServer: [
    {
      command: "node build/server/index.js",
      url: `http://127.0.0.1:${PORT}/`,
      // Every test posts from 127.0.0.1; the per-sender limit is tested on its own (message-routes.test.ts).
      // DATABASE_URL emptied: the journeys read the SQLite file in dataDir, even when CI sets one for the unit tests.
      env: { PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", RATE_LIMIT_MAX: "100000" },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(isOwnerSiteIncluded
      ? [
          {
            // Built afresh each run, from tests/owner-site/, then served by the real build's server.
            command: "node_modules/.bin/tsx tests/test-support/owner-site.ts && node build/server/index.js",
            url: `http://127.0.0.1:${OWNER_SITE_PORT}/`,
            env: {
              PORT: String(OWNER_SITE_PORT),
              HOST: "127.0.0.1",
              CLIENT_DIR: OWNER_SITE_CLIENT_DIR,
              DATA_DIR: path.join(dataDir, OWNER_SITE.dataSubDir),
              DATABASE_URL: "",
            },
            reuseExistingServer: false,
            timeout: 180_000,
          },
        ]
      : []),
    ...(isAtScaleIncluded
      ? [
          {
            // Built afresh each run, then served by the real build's server.
            command: "node_modules/.bin/tsx tests/test-support/at-scale-site.ts && node build/server/index.js",
            url: `http://127.0.0.1:${AT_SCALE_PORT}/`,
            env: {
              PORT: String(AT_SCALE_PORT),
              HOST: "127.0.0.1",
              CLIENT_DIR: AT_SCALE_CLIENT_DIR,
              DATA_DIR: path.join(dataDir, "at-scale"),
              DATABASE_URL: "",
            },
            reuseExistingServer: false,
            timeout: 180_000,
          },
        ]
      : []),
  ],
});
