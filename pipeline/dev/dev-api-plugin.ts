import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import type { Plugin } from "vite";
import { loadConfig } from "../../server/config.ts";
import { createHealthRoutes } from "../../server/health-routes.ts";
import { createMessageRoutes } from "../../server/messages/message-routes.ts";
import { openMessageStore } from "../../server/messages/message-store.ts";

/**
 * `npm run dev` on one port: the API runs inside Vite's dev server, so the contact form works while
 * writing. Messages go to a store of their own (DATA_DIR/dev) and are never emailed.
 */
export function devApiPlugin(): Plugin {
  return {
    name: "portfolio-dev-api",
    apply: "serve",
    configureServer(server) {
      const config = loadConfig();
      const dataDir = path.join(config.dataDir, "dev");
      const store = openMessageStore(dataDir);
      const api = new Hono()
        .route("/", createHealthRoutes({ store, storeKind: "sqlite" }))
        .route("/api", createMessageRoutes({ store, rateLimit: config.rateLimit, trustProxy: false }));
      const listener = getRequestListener(api.fetch);
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? "";
        if (url.startsWith("/api/") || url === "/healthz") return void listener(request, response);
        next();
      });
      server.httpServer?.once("close", () => void store.close());
      server.config.logger.info(`  Messages sent in dev are stored in ${dataDir} and not emailed.`);
    },
  };
}
