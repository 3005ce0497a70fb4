import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { Plugin } from "vite";
import { createApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openStore } from "#server/messages/open-store.ts";
import { openProofOfWork } from "#server/messages/proof-of-work.ts";
import { NO_PAGES } from "#server/pages.ts";
import { TRUST_NO_PROXY } from "#server/trusted-proxies.ts";

/**
 * `npm run dev` on one port: the server's own app answers the API and /healthz inside Vite's dev
 * server (the same routes, headers and error handling as production), so the contact form works
 * while writing. Messages go to a SQLite store of their own (DATA_DIR/dev), never to DATABASE_URL,
 * and are never emailed.
 */
export function devApiPlugin(): Plugin {
  return {
    name: "portfolio-dev-api",
    apply: "serve",
    async configureServer(server) {
      const config = loadConfig();
      const dataDir = path.join(config.dataDir, "dev");
      const { store, kind } = await openStore({ dataDir, databaseUrl: undefined });
      const app = createApp({
        store,
        proofOfWork: await openProofOfWork(store),
        pages: NO_PAGES,
        clientDir: config.clientDir,
        rateLimit: config.rateLimit,
        trustProxy: TRUST_NO_PROXY,
        storeKind: kind,
      });
      const listener = getRequestListener(app.fetch);
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
