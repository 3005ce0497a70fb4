// How far a reader read reaches the server however they leave (docs/product.md#reading-statistics), in
// Firefox and WebKit: a case study read to its end, left by a link of the site, a typed address, the back
// button or a reload, and its view read back from the served site's SQLite file. Chromium, and the ways
// only it can drive (the forward button, closing the tab, a phone hiding the page), are in
// tests/reading-stats-leaving.spec.ts.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type AnotherSite, startAnotherSite } from "../test-support/another-site.ts";
import { ENGINES } from "../test-support/cross-browser/browsers.ts";
import { openVisitor } from "../test-support/cross-browser/open-visitor.ts";
import { type Site, startSite } from "../test-support/cross-browser/start-site.ts";
import { DESKTOP, eventually, type Visitor } from "../test-support/cross-browser/visitor.ts";
import { CASE_STUDY, START_WAIT, storedViews } from "../test-support/reading-stats.ts";

// A journey waits for its view's start (up to 10 s) and a full navigation; WebKit on two busy cores has taken 30 s.
const JOURNEY_TIMEOUT = 60_000;

const SERVER_ENTRY = path.resolve(import.meta.dirname, "../../build/server/index.js");

describe.each(ENGINES)("in %s", (engine) => {
  // A server of each engine's own, as in tests/test-support/reading-stats.ts (startOwnServer): the run's
  // shared one has stored its daily share of 127.0.0.1's views and new utm sources by the time these run.
  let dataDir: string;
  const views = (column: "id" | "source", value: string) => storedViews(column, value, dataDir);
  let site: Site;
  let visitor: Visitor;
  let anotherSite: AnotherSite;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "reading-stats-cross-browser-"));
    site = await startSite(SERVER_ENTRY, dataDir);
    visitor = await openVisitor(engine, site.url);
    await visitor.resize(DESKTOP);
    anotherSite = await startAnotherSite(new URL(CASE_STUDY, site.url).href);
  });
  afterAll(async () => {
    await visitor?.close();
    await anotherSite?.close();
    await site?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Opens the case study under a source of its own, waits until its view is stored, reads to the end; its view's id. */
  async function readToTheEnd(): Promise<string> {
    const source = `leaving-${randomUUID()}`;
    await visitor.goto(`${CASE_STUDY}?utm_source=${source}`);
    await eventually(
      async () => views("source", source).length > 0,
      `${engine}: the view's start was not stored`,
      START_WAIT.timeout,
    );
    await visitor.scrollToEnd();
    return views("source", source)[0]?.id ?? "";
  }

  async function expectReadToTheEnd(view: string) {
    const figures = () => views("id", view).map(({ depth, seconds }) => ({ depth, seconds: typeof seconds }));
    await eventually(async () => figures()[0]?.depth === 100, `${engine}: the view's figures were not stored`).catch(() => {});
    expect(figures()).toEqual([{ depth: 100, seconds: "number" }]);
  }

  test(
    "a case study left by a link of the site keeps how far it was read",
    async () => {
      const view = await readToTheEnd();
      await visitor.click(await visitor.find("link", "About", { within: await visitor.find("navigation", "Main") }));
      await visitor.find("heading", "About", { level: 1 });
      await expectReadToTheEnd(view);
    },
    JOURNEY_TIMEOUT,
  );

  test(
    "a case study left by typing another site's address keeps how far it was read",
    async () => {
      const view = await readToTheEnd();
      await visitor.leaveFor(anotherSite.url);
      await visitor.find("heading", "Inbox");
      await expectReadToTheEnd(view);
    },
    JOURNEY_TIMEOUT,
  );

  test(
    "a case study reloaded keeps how far it was read before",
    async () => {
      const view = await readToTheEnd();
      await visitor.reload();
      await expectReadToTheEnd(view);
    },
    JOURNEY_TIMEOUT,
  );

  // Last: WebKitWebDriver answers no navigation after a page has gone back through its history.
  test(
    "a case study left by the back button, to the site the reader came from, keeps how far it was read",
    async () => {
      await visitor.leaveFor(anotherSite.url);
      const view = await readToTheEnd();
      await visitor.back();
      await visitor.find("heading", "Inbox");
      await expectReadToTheEnd(view);
    },
    JOURNEY_TIMEOUT,
  );
});
