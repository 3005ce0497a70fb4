// The reading statistics as the browser tests see them (docs/product.md#reading-statistics): the views
// the built server stored in its SQLite file, the beacons a page sends, and a reader's scrolling.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { openDatabase } from "#server/messages/sqlite-driver.ts";
import { spawnServer } from "#server/test-support/spawn-server.ts";

export const CASE_STUDY = "/case-studies/appointment-booking-recipient-cards";
const BUILT_SERVER = path.join(import.meta.dirname, "../../build/server/index.js");

// A view's start is sent when the browser is next idle, at most 5 s after the page shows
// (docs/product.md#reading-statistics): polls for it wait longer than expect's 5 s.
export const START_WAIT = { timeout: 10_000 };

export interface StoredView {
  id: string;
  path: string;
  source: string | null;
  depth: number | null;
  seconds: number | null;
}

/**
 * The stored views whose `column` ("id" or "source") is `value`, as the server serving from `dataDir`
 * wrote them: the Playwright tests' server's unless said (playwright.config.ts).
 */
export function storedViews(column: "id" | "source", value: string, dataDir = process.env.E2E_DATA_DIR ?? ""): StoredView[] {
  const db = openDatabase(path.join(dataDir, "messages.sqlite"), { readonly: true });
  try {
    return db.prepare(`SELECT id, path, source, depth, seconds FROM views WHERE ${column} = ?`).all(value) as StoredView[];
  } finally {
    db.close();
  }
}

export interface SentBeacon {
  body: { kind: string; view: string; path?: string; depth?: number };
  status: Promise<number | undefined>;
}

/**
 * Every beacon the page sends while it is the page's document, and the server's answer to each. A
 * beacon sent as the page closes or is left has no answer the page can report (undefined here), and
 * one sent once a full navigation has begun is not seen at all: the store shows whether it arrived.
 */
export function watchBeacons(page: Page): SentBeacon[] {
  const sent: SentBeacon[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/api/views") return;
    sent.push({
      body: JSON.parse(request.postData() ?? "{}"),
      status: request.response().then(
        (response) => response?.status(),
        () => undefined,
      ),
    });
  });
  return sent;
}

/** Scrolls to the page's end and waits two frames, as the beacon measures once a frame. */
export async function scrollToTheEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

export interface OwnServer {
  url: string;
  /** Its DATA_DIR, where storedViews reads what it stored. */
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * The built server on a loopback port and a fresh DATA_DIR of its own. Every browser test comes from
 * 127.0.0.1, whose views and new utm sources a day a shared server stops storing at their bounds
 * (docs/product.md#reading-statistics) long before a full run ends.
 */
export async function startOwnServer(): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "reading-stats-e2e-"));
  const server = await spawnServer(BUILT_SERVER, { DATA_DIR: dataDir });
  return {
    url: server.url,
    dataDir,
    stop: async () => {
      server.child.kill("SIGTERM");
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
