import path from "node:path";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { openAccessStore } from "./access/open-access-store.ts";
import { preparePrivateFolder } from "./access/private-folder.ts";
import { loadPrivateWork } from "./access/private-work.ts";
import { type AppDeps, createApp } from "./app.ts";
import type { Config } from "./config.ts";
import { openStore } from "./messages/open-store.ts";
import { createOutbox, type Outbox } from "./messages/outbox.ts";
import { openProofOfWork } from "./messages/proof-of-work.ts";
import { createSmtpMailer, type Mailer } from "./messages/smtp-mailer.ts";
import { openOwnerStore } from "./owner/open-owner-store.ts";
import { loadRoomAssets, roomAssetsDirOf } from "./owner/room-assets.ts";
import { roomSections } from "./owner/room-sections.ts";
import { loadPages } from "./pages.ts";
import { readSiteOrigin } from "./site-origin.ts";
import { ANY_PROXY_NOTE } from "./trusted-proxies.ts";
import { openViewStore } from "./views/open-view-store.ts";

// Raw views past the retention and the past day's secret and visitor hashes go this often.
const VIEWS_PRUNE_MS = 60 * 60 * 1000;

// Node checks the request and headers timeouts of open connections only this often (its default is 30 s).
const TIMEOUT_CHECK_MS = 1000;

/**
 * Config -> store, outbox and app -> listening server, with a graceful stop on SIGINT and SIGTERM.
 * `wrapApp` lets another entry serve the same app inside its own, given what the app was made from
 * (the benchmark adds bare routes beside it).
 */
export async function startServer(config: Config, wrapApp: (app: Hono, deps: AppDeps) => Hono = (app) => app): Promise<void> {
  const { store, kind, place } = await openStore(config);
  // The password, share links and sessions, in the same database (docs/decisions/016-private-work.md).
  const access = await openAccessStore(config);
  // The owner's room (docs/decisions/018-owners-room.md), in the same database too.
  const owner = await openOwnerStore(config);
  // The reading statistics, in the same database (docs/product.md#reading-statistics).
  const views = await openViewStore(config, config.stats);
  const pruneViews = () =>
    views.prune().catch((error: unknown) => console.error("Pruning the reading statistics failed:", error));
  void pruneViews();
  const viewsPruning = setInterval(pruneViews, VIEWS_PRUNE_MS);
  viewsPruning.unref();
  let mailer: Mailer | undefined;
  let outbox: Outbox | undefined;
  if (config.mail) {
    mailer = createSmtpMailer(config.mail);
    outbox = createOutbox({ store, mailer, ...config.mail });
    // Messages stored before a crash or while email was off go out now.
    outbox.kick();
  } else {
    console.log("Email delivery is off: messages are stored only. Set SMTP_URL and MAIL_TO to have them emailed to you.");
  }
  if (config.trustProxy.setting === "any") console.log(ANY_PROXY_NOTE);
  // Owner-only on disk before it is read, as DATA_DIR is (docs/product.md#serving-private-work).
  preparePrivateFolder(path.dirname(config.clientDir), console.error);
  const privateWork = loadPrivateWork(config.clientDir);
  const siteOrigin = readSiteOrigin(config.clientDir);
  const deps: AppDeps = {
    store,
    proofOfWork: await openProofOfWork(store, config.proofOfWorkSecret),
    pages: loadPages(config.clientDir),
    clientDir: config.clientDir,
    rateLimit: config.rateLimit,
    trustProxy: config.trustProxy,
    onMessageAccepted: () => outbox?.kick(),
    mailState: outbox?.state,
    storeKind: kind,
    healthzToken: config.healthzToken,
    hstsMaxAge: config.hstsMaxAge,
    siteOrigin,
    privateWork: { access, privateWork },
    views,
  };
  deps.ownerRoom = {
    owner,
    assets: loadRoomAssets(roomAssetsDirOf(config.clientDir)),
    sections: roomSections({
      pages: deps.pages,
      privateWork,
      views,
      store,
      mailOn: outbox !== undefined,
      kickOutbox: () => outbox?.kick(),
      timeZone: config.stats.timeZone,
      access,
      owner,
      siteOrigin,
    }),
  };
  const app = createApp(deps);
  const { requestMs, headersMs, keepAliveMs } = config.timeouts;
  const serverOptions = {
    requestTimeout: requestMs,
    headersTimeout: headersMs,
    keepAliveTimeout: keepAliveMs,
    connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, headersMs),
  };
  const server = serve({ fetch: wrapApp(app, deps).fetch, port: config.port, hostname: config.host, serverOptions }, (info) => {
    const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
    console.log(`Portfolio at http://${host}:${info.port} (messages stored in ${place})`);
  });

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    console.log(`${signal} received, closing`);
    // Stop accepting; let requests in flight finish (a message being saved) and the email being
    // sent go out before the store closes.
    server.close(async () => {
      await outbox?.stop();
      mailer?.close();
      clearInterval(viewsPruning);
      await views.close();
      await access.close();
      await owner.close();
      await store.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
