// Firefox over WebDriver BiDi through puppeteer-core. There is no geckodriver in Debian: Puppeteer
// starts Firefox itself (headless, a fresh profile, its remote agent on a free port) and speaks BiDi to it.
import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from "puppeteer-core";
import { FIREFOX } from "./browsers.ts";
import {
  eventually,
  type FindOptions,
  type Found,
  headingLevel,
  type Key,
  mainHeadingReads,
  type Role,
  scrollPageToEnd,
  traverseHistory,
  type Viewport,
  type Visitor,
} from "./visitor.ts";

class PuppeteerFound implements Found {
  constructor(
    readonly handle: ElementHandle<Element>,
    readonly description: string,
  ) {}
}

function handleOf(target: Found): ElementHandle<Element> {
  if (!(target instanceof PuppeteerFound)) throw new Error(`${target.description} was found by another visitor`);
  return target.handle;
}

/** Puppeteer's ARIA selector: Firefox's accessibility tree (BiDi's accessibility locator), matched on role and exact name. */
function ariaSelector(role: Role, name: string): string {
  return `::-p-aria([name="${name.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"][role="${role}"])`;
}

class FirefoxVisitor implements Visitor {
  readonly engine = "firefox";

  constructor(
    private readonly siteUrl: string,
    private readonly page: Page,
    private readonly frame: Frame,
    private readonly browser: Browser | undefined,
  ) {}

  async resize(viewport: Viewport) {
    await this.page.setViewport(viewport);
  }

  async goto(path: string) {
    await this.frame.goto(new URL(path, this.siteUrl).href, { waitUntil: "load" });
    await this.frame.waitForSelector("html[data-hydrated]", { timeout: 10_000 });
  }

  async pathname() {
    return new URL(this.frame.url()).pathname;
  }

  async mainHeadingWithin(text: string, timeout: number) {
    return this.frame.evaluate(mainHeadingReads, text, timeout);
  }

  private async findNow(role: Role, name: string, { within, level }: FindOptions): Promise<ElementHandle<Element> | undefined> {
    const scope = within ? handleOf(within) : this.frame;
    for (const handle of await scope.$$(ariaSelector(role, name))) {
      if (!(await handle.isVisible())) continue;
      if (level === undefined || (await handle.evaluate(headingLevel)) === level) return handle;
    }
    return undefined;
  }

  async find(role: Role, name: string, options: FindOptions = {}) {
    const description = `${role} "${name}"${options.level ? ` (level ${options.level})` : ""}`;
    let found: ElementHandle<Element> | undefined;
    await eventually(
      async () => {
        found = await this.findNow(role, name, options).catch(() => undefined);
        return found !== undefined;
      },
      `firefox: no ${description} shown`,
      options.timeout,
    );
    return new PuppeteerFound(found as ElementHandle<Element>, description);
  }

  async isShown(role: Role, name: string, options: Omit<FindOptions, "timeout"> = {}) {
    return (await this.findNow(role, name, options)) !== undefined;
  }

  async click(target: Found) {
    const handle = handleOf(target);
    if (this.frame === this.page.mainFrame()) return handle.click();
    // The prototype viewer draws its frame scaled down, and Puppeteer aims a click inside a frame at the
    // unscaled position: aim the mouse where the visitor sees the element instead.
    const frameBox = await (await this.frame.frameElement())?.boundingBox();
    if (!frameBox) throw new Error(`firefox: the frame of ${target.description} is not shown`);
    const point = await handle.evaluate((element) => {
      element.scrollIntoView({ block: "center" });
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: x + width / 2, y: y + height / 2, frameWidth: window.innerWidth };
    });
    const scale = frameBox.width / point.frameWidth;
    await this.page.mouse.click(frameBox.x + point.x * scale, frameBox.y + point.y * scale);
  }

  async press(key: Key) {
    await this.page.keyboard.press(key);
  }

  async isFocused(target: Found) {
    return handleOf(target).evaluate((element) => element === element.ownerDocument.activeElement);
  }

  async computedStyle(target: Found, property: string) {
    return handleOf(target).evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  }

  async scrollToEnd() {
    await this.frame.evaluate(scrollPageToEnd);
  }

  async leaveFor(url: string) {
    await this.page.goto(url, { waitUntil: "load" });
  }

  async back() {
    await this.page.evaluate(traverseHistory, -1);
  }

  async forward() {
    await this.page.evaluate(traverseHistory, 1);
  }

  async reload() {
    await this.page.reload({ waitUntil: "load" });
  }

  async insideFrame<T>(title: string, use: (frame: Visitor) => Promise<T>): Promise<T> {
    const element = await this.frame.waitForSelector(`iframe[title="${title}"]`, { timeout: 5_000 });
    const frame = await element?.contentFrame();
    if (!frame) throw new Error(`firefox: no frame titled "${title}"`);
    return use(new FirefoxVisitor(this.siteUrl, this.page, frame, undefined));
  }

  async close() {
    await this.browser?.close();
  }
}

/** Starts a headless Firefox ESR, its paths relative to `siteUrl`. */
export async function openFirefoxVisitor(siteUrl: string): Promise<Visitor> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    protocol: "webDriverBiDi",
  });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    return new FirefoxVisitor(siteUrl, page, page.mainFrame(), browser);
  } catch (error) {
    await browser.close();
    throw error;
  }
}
