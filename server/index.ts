import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openMessageStore } from "./messages/message-store.ts";
import { loadPages } from "./pages.ts";

function start() {
  const config = loadConfig();
  const store = openMessageStore(config.dataDir);
  const app = createApp({ store, pages: loadPages(config.clientDir), clientDir: config.clientDir });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
    console.log(`Portfolio at http://${host}:${info.port} (messages stored in ${config.dataDir})`);
  });

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    console.log(`${signal} received, closing`);
    // Let requests in flight finish (a message being saved) before the store closes.
    server.close(() => {
      store.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

try {
  start();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
