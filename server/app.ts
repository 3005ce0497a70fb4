import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { trimTrailingSlash } from "hono/trailing-slash";
import { readContactOutcome } from "../src/features/contact/contact-outcome.ts";
import { showContactOutcome } from "./contact-outcome-page.ts";
import { createMessageRoutes } from "./messages/message-routes.ts";
import type { MessageStore, StoredMessage } from "./messages/message-store.ts";
import type { Pages } from "./pages.ts";

export interface AppDeps {
  store: MessageStore;
  pages: Pages;
  /** The built site (build/client): hashed assets, images, prototypes. */
  clientDir: string;
  rateLimit: { max: number; windowMs: number };
  trustProxy: boolean;
  /** Called after a message (not spam) is committed: the outbox emails it when email is on. */
  onMessageAccepted?: (message: StoredMessage) => void;
  logError?: (error: unknown) => void;
}

// Vite puts a content hash in every file name under /assets, so a file there never changes.
const IMMUTABLE = "public, max-age=31536000, immutable";
// Pages and unhashed files (images, prototypes) are checked again on each visit so an update shows at once.
const REVALIDATE = "public, max-age=0, must-revalidate";

/** Builds the site's Hono app; it never listens (server/index.ts does). */
export function createApp({
  store,
  pages,
  clientDir,
  rateLimit,
  trustProxy,
  onMessageAccepted,
  logError = console.error,
}: AppDeps) {
  const app = new Hono();

  app.use(trimTrailingSlash());
  app.use(async (c, next) => {
    await next();
    if (
      (c.req.method === "GET" || c.req.method === "HEAD") &&
      !c.req.path.startsWith("/api/") &&
      !c.res.headers.has("Cache-Control")
    ) {
      c.res.headers.set("Cache-Control", c.req.path.startsWith("/assets/") && c.res.ok ? IMMUTABLE : REVALIDATE);
    }
  });
  app.route("/api", createMessageRoutes({ store, rateLimit, trustProxy, onAccepted: onMessageAccepted }));
  app.all("/api/*", (c) => c.json({ success: false, error: "There is no such API endpoint." }, 404));

  // Files (assets, images, prototypes) have an extension; pages do not and come from memory below.
  const staticFiles = serveStatic({ root: clientDir });
  app.get("*", (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? staticFiles(c, next) : next()));

  app.get("*", (c) => {
    const html = pages.find(c.req.path);
    const outcome = c.req.path === "/" ? readContactOutcome(new URL(c.req.url).searchParams) : undefined;
    if (html) return c.html(outcome ? showContactOutcome(html, outcome) : html);
    return c.html(pages.notFound(c.req.path), 404);
  });

  app.onError((error, c) => {
    // Answers a middleware chose on purpose (the CSRF check's 403) pass through as they are.
    if (error instanceof HTTPException) return error.getResponse();
    logError(error);
    return c.json({ success: false, error: "Something went wrong on the server. Please try again later." }, 500);
  });

  return app;
}
