import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import type { AccessStore } from "../access/access-store.ts";
import { accessStoreOn } from "../access/access-store-core.ts";
import { loadPrivateWork, type PrivateWork } from "../access/private-work.ts";
import { openSqliteAccessTables } from "../access/sqlite-access-tables.ts";
import { type AppDeps, createApp } from "../app.ts";
import type { MessageStore, StoredMessage } from "../messages/message-store.ts";
import { createProofOfWork } from "../messages/proof-of-work.ts";
import { openSqliteStore } from "../messages/sqlite-store.ts";
import type { RoomSectionRoutes } from "../owner/owner-room.ts";
import type { OwnerStore } from "../owner/owner-store.ts";
import { ownerStoreOn } from "../owner/owner-store-core.ts";
import { openSqliteOwnerTables } from "../owner/sqlite-owner-tables.ts";
import { loadPages } from "../pages.ts";
import { readSiteOrigin } from "../site-origin.ts";
import { TRUST_ANY_PROXY, TRUST_NO_PROXY, type TrustProxy } from "../trusted-proxies.ts";
import { openSqliteViewStore } from "../views/open-view-store.ts";
import type { ViewStore } from "../views/view-store.ts";
import { makeClientDir } from "./make-client-dir.ts";
import { makePrivateOutput } from "./make-private-output.ts";
import { sharedHashOf } from "./shared-password-hash.ts";

/** Signs the test apps' proof-of-work challenges. */
export const TEST_PROOF_SECRET = "a test secret for proof-of-work challenges";

type TestAppOptions = Partial<Pick<AppDeps, "rateLimit" | "hstsMaxAge" | "mailState" | "healthzToken">> & {
  /** TRUST_PROXY: true (any peer, as `app.request` has none), false, or trusted proxies of the test's own. */
  trustProxy?: boolean | TrustProxy;
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
  /** Or made from the stores and private work the test app opens. */
  roomSections?: RoomSectionRoutes[] | ((made: MadeForRoom) => RoomSectionRoutes[]);
  /** The reading statistics (server/views/), in the same SQLite file, on the app's clock. */
  withViews?: boolean;
};

/** What the test app opened, for sections that read it. */
export interface MadeForRoom {
  store: MessageStore;
  access: AccessStore | undefined;
  privateWork: PrivateWork;
  owner: OwnerStore | undefined;
  views: ViewStore | undefined;
  siteOrigin: string;
}

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
  const accessTables = withPrivateWork && !givenAccess ? openSqliteAccessTables(dataDir, () => {}) : undefined;
  const access = givenAccess ?? (accessTables && accessStoreOn(accessTables, now));
  const ownerTables = withOwnerRoom ? openSqliteOwnerTables(dataDir, () => {}) : undefined;
  const owner = ownerTables && ownerStoreOn(ownerTables, now);
  const views = withViews ? openSqliteViewStore(dataDir, now) : undefined;
  const privateWork = loadPrivateWork(clientDir);
  const siteOrigin = readSiteOrigin(clientDir);
  const sections =
    typeof roomSections === "function" ? roomSections({ store, access, privateWork, owner, views, siteOrigin }) : roomSections;
  const errors: unknown[] = [];
  const accepted: StoredMessage[] = [];
  const deps: AppDeps = {
    store,
    proofOfWork: createProofOfWork(TEST_PROOF_SECRET),
    pages: loadPages(clientDir),
    clientDir,
    rateLimit,
    trustProxy: trustProxy === true ? TRUST_ANY_PROXY : trustProxy === false ? TRUST_NO_PROXY : trustProxy,
    hstsMaxAge,
    siteOrigin,
    mailState,
    healthzToken,
    onMessageAccepted: (message) => accepted.push(message),
    logError: (error) => errors.push(error),
    privateWork: access && { access, privateWork, now, overBudgetWaitMs },
    ownerRoom: owner && { owner, now, overBudgetWaitMs, sections },
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
    /** Sets the password for private work as access.setPassword does, from the file's shared hash of it (shared-password-hash.ts). */
    setPassword: async (password: string) => {
      if (!accessTables) throw new Error("Make the test app with withPrivateWork: true, and no access store of the test's own.");
      await accessTables.replacePassword(await sharedHashOf(password));
    },
    /** Sets the owner password as owner.setPassword does, from the file's shared hash of it. */
    setOwnerPassword: async (password: string) => {
      if (!ownerTables) throw new Error("Make the test app with withOwnerRoom: true.");
      await ownerTables.replacePassword(await sharedHashOf(password));
    },
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
