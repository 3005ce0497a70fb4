// WebKit through WebKitWebDriver (classic WebDriver, Debian's webkit2gtk-driver) and webdriverio.
// WebKitWebDriver starts WebKitGTK's MiniBrowser in automation mode on the private X display.
import { type ChildProcess, spawn } from "node:child_process";
import { Key, remote } from "webdriverio";
import { freePort } from "../free-port.ts";
import { MINIBROWSER, WEBKIT_WEBDRIVER } from "./browsers.ts";
import {
  eventually,
  type FindOptions,
  type Found,
  mainHeadingReads,
  type Role,
  scrollPageToEnd,
  traverseHistory,
  type Viewport,
  type Visitor,
} from "./visitor.ts";

type Browser = WebdriverIO.Browser;
type Element = WebdriverIO.Element;

class WebKitFound implements Found {
  constructor(
    readonly element: Element,
    readonly description: string,
  ) {}
}

function elementOf(target: Found): Element {
  if (!(target instanceof WebKitFound)) throw new Error(`${target.description} was found by another visitor`);
  return target.element;
}

/**
 * Elements that may have each role. Only a first sieve, to keep the round trips few: an element
 * counts when WebKit's own computed role and label (WebDriver's computedrole and computedlabel) match.
 */
const MAY_HAVE_ROLE: Record<Role, string> = {
  banner: "header, [role=banner]",
  button: "button, summary, input[type=button], input[type=submit], [role=button]",
  contentinfo: "footer, [role=contentinfo]",
  dialog: "dialog, [role=dialog], [role=alertdialog]",
  group: "fieldset, details, [role=group]",
  heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
  link: "a[href], area[href], [role=link]",
  navigation: "nav, [role=navigation]",
  region: "section, [role=region]",
};

const KEYS = { Enter: Key.Enter, Escape: Key.Escape, Tab: Key.Tab };

class WebKitVisitor implements Visitor {
  readonly engine = "webkit";

  constructor(
    private readonly browser: Browser,
    private readonly siteUrl: string,
    private readonly close_: () => Promise<void>,
  ) {}

  async resize({ width, height }: Viewport) {
    // The window's size includes MiniBrowser's own chrome; grow it by the difference once measured.
    await this.browser.setWindowSize(width, height);
    const inner = await this.browser.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
    if (inner.width !== width || inner.height !== height) {
      await this.browser.setWindowSize(2 * width - inner.width, 2 * height - inner.height);
    }
  }

  async goto(path: string) {
    await this.browser.url(new URL(path, this.siteUrl).href);
    await eventually(
      () => this.browser.execute(() => document.documentElement.hasAttribute("data-hydrated")),
      `webkit: the app did not start on ${path}`,
      10_000,
    );
  }

  async pathname() {
    return new URL(await this.browser.getUrl()).pathname;
  }

  async mainHeadingWithin(text: string, timeout: number) {
    return this.browser.execute(mainHeadingReads, text, timeout);
  }

  private async findNow(role: Role, name: string, { within, level }: FindOptions): Promise<Element | undefined> {
    // One round trip lists the shown elements that may have the role (and the heading level asked for) ...
    const candidates = (await this.browser.execute(
      (selector, scope, wantedLevel) =>
        [...((scope as unknown as HTMLElement | null) ?? document).querySelectorAll(selector)].filter(
          (element) =>
            element.checkVisibility({ visibilityProperty: true }) &&
            (wantedLevel === null || Number(element.getAttribute("aria-level") ?? element.tagName.slice(1)) === wantedLevel),
        ),
      MAY_HAVE_ROLE[role],
      within ? elementOf(within) : null,
      level ?? null,
    )) as unknown as Parameters<Browser["$"]>[0][];
    // ... then WebKit's own accessibility code decides.
    for (const candidate of candidates) {
      const element = await this.browser.$(candidate).getElement();
      if ((await element.getComputedLabel()).trim() !== name) continue;
      if ((await element.getComputedRole()) === role) return element;
    }
    return undefined;
  }

  async find(role: Role, name: string, options: FindOptions = {}) {
    const description = `${role} "${name}"${options.level ? ` (level ${options.level})` : ""}`;
    let found: Element | undefined;
    await eventually(
      async () => {
        // A page that changes under the search leaves stale elements: look again.
        found = await this.findNow(role, name, options).catch(() => undefined);
        return found !== undefined;
      },
      `webkit: no ${description} shown`,
      options.timeout,
    );
    return new WebKitFound(found as Element, description);
  }

  async isShown(role: Role, name: string, options: Omit<FindOptions, "timeout"> = {}) {
    // An element that goes while it is read (a dialog closing) leaves a stale reference: read the page again.
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.findNow(role, name, options)) !== undefined;
      } catch (error) {
        if (attempt === 3 || !String(error).includes("stale element")) throw error;
      }
    }
  }

  async click(target: Found) {
    await elementOf(target).click();
  }

  async press(key: keyof typeof KEYS) {
    await this.browser.keys(KEYS[key]);
  }

  async isFocused(target: Found) {
    return elementOf(target).isFocused();
  }

  async computedStyle(target: Found, property: string) {
    return this.browser.execute(
      (element, name) => getComputedStyle(element as unknown as globalThis.Element).getPropertyValue(name),
      elementOf(target),
      property,
    );
  }

  async scrollToEnd() {
    await this.browser.execute(scrollPageToEnd);
  }

  // WebDriver's navigation commands return once the new page has loaded.
  async leaveFor(url: string) {
    await this.browser.url(url);
  }

  async back() {
    await this.browser.execute(traverseHistory, -1);
  }

  async forward() {
    await this.browser.execute(traverseHistory, 1);
  }

  async reload() {
    await this.browser.refresh();
  }

  async insideFrame<T>(title: string, use: (frame: Visitor) => Promise<T>): Promise<T> {
    // Classic WebDriver talks to one frame at a time: in for `use`, then back out.
    const frame = await this.browser.$(`iframe[title="${title}"]`);
    await frame.waitForExist({ timeout: 5_000 });
    await this.browser.switchFrame(frame);
    try {
      return await use(this);
    } finally {
      await this.browser.switchFrame(null);
    }
  }

  async close() {
    await this.close_();
  }
}

async function startDriver(display: string): Promise<{ port: number; driver: ChildProcess; output: () => string }> {
  const port = await freePort();
  const driver = spawn(WEBKIT_WEBDRIVER, [`--port=${port}`, "--host=local"], {
    env: { ...process.env, DISPLAY: display },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  driver.stdout?.on("data", (chunk) => (output += chunk));
  driver.stderr?.on("data", (chunk) => (output += chunk));
  try {
    await eventually(
      async () => {
        if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}):\n${output}`);
        return fetch(`http://127.0.0.1:${port}/status`).then(
          (response) => response.ok,
          () => false,
        );
      },
      "WebKitWebDriver did not answer",
      10_000,
    );
  } catch (error) {
    driver.kill();
    throw error;
  }
  return { port, driver, output: () => output };
}

/** Starts WebKitWebDriver and a MiniBrowser session on `display`, its paths relative to `siteUrl`. */
export async function openWebKitVisitor(siteUrl: string, display: string): Promise<Visitor> {
  const { port, driver, output } = await startDriver(display);
  const exited = new Promise((resolve) => driver.on("exit", resolve));
  const stopDriver = async () => {
    driver.kill();
    await exited;
  };
  try {
    const browser = await remote({
      hostname: "127.0.0.1",
      port,
      // Silent: webdriverio logs a click it then retries (element not interactable yet) as an error.
      logLevel: "silent",
      connectionRetryCount: 0,
      // WebKitWebDriver speaks classic WebDriver only; without wdio:enforceWebDriverClassic webdriverio
      // asks for BiDi too. webkitgtk:browserOptions is WebKitGTK's own capability, unknown to the types.
      capabilities: {
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      } as WebdriverIO.Capabilities,
    });
    return new WebKitVisitor(browser, siteUrl, async () => {
      await browser.deleteSession().catch(() => {});
      await stopDriver();
    });
  } catch (error) {
    await stopDriver();
    throw new Error(`webkit: no session (${error instanceof Error ? error.message : error}):\n${output()}`);
  }
}
