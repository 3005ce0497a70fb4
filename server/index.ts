import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openMessageStore } from "./messages/message-store.ts";
import { createOutbox, type Outbox } from "./messages/outbox.ts";
import { describePostgresUrl, openPostgresStore } from "./messages/postgres-store.ts";
import { createSmtpMailer, type Mailer } from "./messages/smtp-mailer.ts";
import { loadPages } from "./pages.ts";

// Node checks the request and headers timeouts of open connections only this often (its default is 30 s).
const TIMEOUT_CHECK_MS = 1000;

async function start() {
  const config = loadConfig();
  // DATABASE_URL: PostgreSQL, shared by several servers (decision 007); otherwise the SQLite file in DATA_DIR.
  const store = config.databaseUrl ? await openPostgresStore(config.databaseUrl) : openMessageStore(config.dataDir);
  const storeName = config.databaseUrl ? `PostgreSQL ${describePostgresUrl(config.databaseUrl)}` : config.dataDir;
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
  const app = createApp({
    store,
    pages: loadPages(config.clientDir),
    clientDir: config.clientDir,
    rateLimit: config.rateLimit,
    trustProxy: config.trustProxy,
    onMessageAccepted: () => outbox?.kick(),
    mailState: outbox?.state,
    storeKind: config.databaseUrl ? "postgresql" : "sqlite",
    hasBenchRoutes: config.hasBenchRoutes,
    hstsMaxAge: config.hstsMaxAge,
  });
  const { requestMs, headersMs, keepAliveMs } = config.timeouts;
  const serverOptions = {
    requestTimeout: requestMs,
    headersTimeout: headersMs,
    keepAliveTimeout: keepAliveMs,
    connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, headersMs),
  };
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions }, (info) => {
    const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
    console.log(`Portfolio at http://${host}:${info.port} (messages stored in ${storeName})`);
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
      await store.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

try {
  await start();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
