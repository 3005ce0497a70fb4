// The engines of the cross-browser run and where Debian puts them (README, "Scripts"; docs/product.md,
// "Browsers"). Free of vitest, so the runner's global setup and the tests share it.
import { existsSync } from "node:fs";

export const FIREFOX = "/usr/bin/firefox-esr";
export const WEBKIT_WEBDRIVER = "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const XVFB = "/usr/bin/Xvfb";

// Chromium is the Playwright tests' browser (playwright.config.ts); this run adds the other two engines.
export const ENGINES = ["firefox", "webkit"] as const;
export type Engine = (typeof ENGINES)[number];

/** What each program is for and the Debian package that installs it. */
const REQUIRED = [
  { file: FIREFOX, what: "Firefox ESR", apt: "firefox-esr" },
  { file: WEBKIT_WEBDRIVER, what: "WebKitWebDriver", apt: "webkit2gtk-driver" },
  { file: MINIBROWSER, what: "WebKitGTK's MiniBrowser", apt: "webkit2gtk-driver" },
  { file: XVFB, what: "Xvfb (WebKitGTK needs a display)", apt: "xvfb" },
];

/** Undefined when every browser is installed; otherwise a message naming what is missing and how to install it. */
export function missingBrowsersMessage(): string | undefined {
  const missing = REQUIRED.filter(({ file }) => !existsSync(file));
  if (missing.length === 0) return undefined;
  const packages = [...new Set(missing.map(({ apt }) => apt))].join(" ");
  return `The cross-browser tests need Debian's browsers. Missing:
${missing.map(({ file, what }) => `  - ${what} (${file})`).join("\n")}
Install them with:
  sudo apt-get install -y ${packages}
or skip this step with TEST_SKIP_STEPS=cross-browser.`;
}
