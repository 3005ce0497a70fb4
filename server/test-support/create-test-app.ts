import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import { statusLineHtml } from "#src/features/contact/contact-status-line.ts";
import { privateCardsSlotHtml } from "#src/features/private-work/private-cards.ts";
import type { AccessStore } from "../access/access-store.ts";
import { accessStoreOn } from "../access/access-store-core.ts";
import { loadPrivateWork } from "../access/private-work.ts";
import { openSqliteAccessTables } from "../access/sqlite-access-tables.ts";
import { type AppDeps, createApp } from "../app.ts";
import type { MessageStore, StoredMessage } from "../messages/message-store.ts";
import { createProofOfWork } from "../messages/proof-of-work.ts";
import { openSqliteStore } from "../messages/sqlite-store.ts";
import type { RoomSectionRoutes } from "../owner/owner-room.ts";
import { ownerStoreOn } from "../owner/owner-store-core.ts";
import { openSqliteOwnerTables } from "../owner/sqlite-owner-tables.ts";
import { type PageSources, pageSourcesFileOf, pageSourcesOf } from "../page-sources.ts";
import { loadPages, pagePathOf } from "../pages.ts";
import { readSiteOrigin, siteOriginFileOf } from "../site-origin.ts";
import { openSqliteViewStore } from "../views/open-view-store.ts";
import { makePrivateOutput } from "./make-private-output.ts";

/** The site address of the test builds (content/site.yaml's url in a real one). */
const TEST_SITE_ORIGIN = "https://portfolio.example";

/** Signs the test apps' proof-of-work challenges. */
export const TEST_PROOF_SECRET = "a test secret for proof-of-work challenges";

/** A small built site: the pages the server expects plus one hashed asset and one image. */
export function makeClientDir(root: string): string {
  const clientDir = path.join(root, "client");
  const files: Record<string, string> = {
    // The contact form's idle status line, as the form renders it, is where a no-JavaScript post's outcome goes.
    // The lists hold the slot for private cards (src/features/private-work/private-cards-slot.tsx).
    "index.html": `<style>h1{color:teal}</style><script>document.documentElement.dataset.theme = "light";</script><h1>Home page</h1>${privateCardsSlotHtml()}${statusLineHtml({ kind: "idle" })}`,
    "about/index.html": "<h1>About page</h1>",
    "case-studies/index.html": `<h1>Case Studies</h1>${privateCardsSlotHtml()}`,
    "case-studies/tags/research/index.html": `<h1>Tagged Research</h1>${privateCardsSlotHtml("research")}`,
    // Its prototype is a Figma share link, framed from Figma's embed origin.
    "case-studies/real-one/index.html":
      '<h1>A real case study</h1><figure class="prototype-viewer" data-frame-origin="https://embed.figma.com"></figure>',
    // docs/product.md#private-work: an unlisted case study's page, as React Router writes its robots meta.
    "case-studies/quiet-one/index.html": '<meta name="robots" content="noindex"/><h1>An unlisted case study</h1>',
    // The owner's name, as every page's head names the site (src/lib/page-meta.ts).
    "_not-found/index.html": '<meta property="og:site_name" content="Test Owner"/><h1>Page not found</h1>',
    "case-studies/_not-found/index.html": "<h1>Case study not found.</h1>",
    "case-studies/tags/_not-found/index.html": "<h1>Page not found</h1><p>Tag route</p>",
    "assets/entry-abc123.js": "console.log('hashed');",
    "images/cover.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "videos/flow.webm": "0123456789",
    "videos/flow.vtt": "WEBVTT\n\n00:00.000 --> 00:02.000\nThe booking form opens.\n",
    "prototypes/demo.html": "<!doctype html><title>Demo</title><script src='demo.js'></script>",
  };
  const sources: Record<string, PageSources> = {};
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    writeFileSync(path.join(clientDir, name), text);
    const pagePath = pagePathOf(name);
    if (pagePath) sources[pagePath] = pageSourcesOf(text);
  }
  writeFileSync(pageSourcesFileOf(clientDir), JSON.stringify(sources));
  writeFileSync(siteOriginFileOf(clientDir), JSON.stringify({ origin: TEST_SITE_ORIGIN }));
  return clientDir;
}

type TestAppOptions = Partial<Pick<AppDeps, "rateLimit" | "trustProxy" | "hstsMaxAge" | "mailState" | "healthzToken">> & {
  /** A store the test opened (and closes) itself, instead of a fresh SQLite file. */
  store?: MessageStore;
  /** Protected work (make-private-output.ts) and the access store, with `access` or a real one beside the messages. */
  withPrivateWork?: boolean;
  access?: AccessStore;
  /** The clock of the app's sessions and limits, and of the access store it opens. */
  now?: () => Date;
  overBudgetWaitMs?: number;
  /** The owner's room (server/owner/), its store beside the messages; its sections as given. */
  withOwnerRoom?: boolean;
  roomSections?: RoomSectionRoutes[];
  /** The reading statistics (server/views/), in the same SQLite file, on the app's clock. */
  withViews?: boolean;
};

/** The real app over a temporary SQLite file and built site; call cleanup() when done. */
export function createTestApp({
  rateLimit = { max: 1000, windowMs: 60_000 },
  trustProxy = false,
  hstsMaxAge = 63_072_000,
  mailState,
  healthzToken,
  store: givenStore,
  withPrivateWork = false,
  access: givenAccess,
  now = () => new Date(),
  overBudgetWaitMs,
  withOwnerRoom = false,
  roomSections,
  withViews = false,
}: TestAppOptions = {}) {
  const root = mkdtempSync(path.join(tmpdir(), "portfolio-server-"));
  const clientDir = makeClientDir(root);
  const dataDir = path.join(root, "data");
  const store = givenStore ?? openSqliteStore(dataDir);
  if (withPrivateWork) makePrivateOutput(clientDir);
  // As openAccessStore opens it over SQLite, without waiting: in the same file as the messages.
  const access = withPrivateWork
    ? (givenAccess ??
      accessStoreOn(
        openSqliteAccessTables(dataDir, () => {}),
        now,
      ))
    : undefined;
  const owner = withOwnerRoom
    ? ownerStoreOn(
        openSqliteOwnerTables(dataDir, () => {}),
        now,
      )
    : undefined;
  const views = withViews ? openSqliteViewStore(dataDir, now) : undefined;
  const errors: unknown[] = [];
  const accepted: StoredMessage[] = [];
  const deps: AppDeps = {
    store,
    proofOfWork: createProofOfWork(TEST_PROOF_SECRET),
    pages: loadPages(clientDir),
    clientDir,
    rateLimit,
    trustProxy,
    hstsMaxAge,
    siteOrigin: readSiteOrigin(clientDir),
    mailState,
    healthzToken,
    onMessageAccepted: (message) => accepted.push(message),
    logError: (error) => errors.push(error),
    privateWork: access && { access, privateWork: loadPrivateWork(clientDir), now, overBudgetWaitMs },
    ownerRoom: owner && { owner, now, overBudgetWaitMs, sections: roomSections },
    views,
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    store,
    access,
    owner,
    views,
    dataDir,
    errors,
    accepted,
    cleanup: () => {
      if (!givenStore) void store.close();
      if (access && !givenAccess) void access.close();
      void owner?.close();
      void views?.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's `setUp`: each call makes a fresh app, and every app made during a test is cleaned
 * up after it. Call it once at the top of the file.
 */
export function cleanedUpPerTest(): (options?: TestAppOptions) => ReturnType<typeof createTestApp> {
  const made: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of made.splice(0)) cleanup();
  });
  return (options) => {
    const testApp = createTestApp(options);
    made.push(testApp.cleanup);
    return testApp;
  };
}
