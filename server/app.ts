import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { readContactOutcome } from "#src/features/contact/contact-outcome.ts";
import { type PrivateWorkDeps, privateWorkRoutes } from "./access/access-routes.ts";
import { withCaptionsType } from "./captions-type.ts";
import { showContactOutcome } from "./contact-outcome-page.ts";
import { createHealthRoutes } from "./health-routes.ts";
import { LIMIT_KEY_SECRET_NAME } from "./messages/limit-key.ts";
import { createMessageRoutes } from "./messages/message-routes.ts";
import type { MessageStore, StoredMessage } from "./messages/message-store.ts";
import type { OutboxState } from "./messages/outbox.ts";
import type { ProofOfWork } from "./messages/proof-of-work.ts";
import { mountOwnerRoom, type OwnerRoomDeps } from "./owner/owner-room.ts";
import type { Pages } from "./pages.ts";
import { securityHeaders } from "./security-headers.ts";
import { sendPage, sendPageCopy, setPagePolicy } from "./send-page.ts";
import { SERVER_ERROR_MESSAGE, siteErrorHandler } from "./site-error.ts";
import { createSiteMessagePages } from "./site-message-page.ts";
import { trailingSlashRedirect } from "./trailing-slash-redirect.ts";
import type { TrustProxy } from "./trusted-proxies.ts";
import { createViewRoutes } from "./views/view-routes.ts";
import type { ViewStore } from "./views/view-store.ts";
import { viewablePagesOf } from "./views/viewable-pages.ts";

export interface AppDeps {
  store: MessageStore;
  /** Signs and checks the contact form's proofs of work. */
  proofOfWork: ProofOfWork;
  pages: Pages;
  /** The built site (build/client): hashed assets, images, prototypes. */
  clientDir: string;
  rateLimit: { max: number; windowMs: number };
  trustProxy: TrustProxy;
  /** Called after a message (not spam) is committed: the outbox emails it when email is on. */
  onMessageAccepted?: (message: StoredMessage) => void;
  /** For the owner's GET /healthz: which store, and the outbox's state when email is on. */
  storeKind?: string;
  mailState?: () => OutboxState;
  /** Shows the owner /healthz's detail when sent as a bearer token; undefined, nobody sees it. */
  healthzToken?: string;
  /** Strict-Transport-Security max-age for HTTPS requests; 0 sends none. */
  hstsMaxAge?: number;
  /** The site's public origin (content/site.yaml's url, from the build), named in the prototypes' policy. */
  siteOrigin?: string;
  logError?: (error: unknown) => void;
  /**
   * Protected work and who may read it (docs/decisions/016-private-work.md); left out, the app has no
   * private addresses and no unlock, lock or share links (the dev server).
   */
  privateWork?: Pick<PrivateWorkDeps, "access" | "privateWork" | "now" | "overBudgetWaitMs">;
  /** The owner's room under /owner (docs/decisions/018-owners-room.md); left out, /owner is not found. */
  ownerRoom?: Pick<OwnerRoomDeps, "owner" | "assets" | "sections" | "now" | "overBudgetWaitMs">;
  /** The reading statistics (docs/product.md#reading-statistics); left out, POST /api/views is unknown. */
  views?: ViewStore;
}

// Vite puts a content hash in every file name under /assets, so a file there never changes.
const IMMUTABLE = "public, max-age=31536000, immutable";
// Pages and unhashed files (images, prototypes) are checked again on each visit so an update shows at once.
const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * What every answer of the site passes through: security headers, trailing slashes, cache headers.
 * Exported so an app that wraps this one can send its own routes through the same.
 */
export function siteMiddleware({
  siteOrigin,
  hstsMaxAge = 0,
  trustProxy,
}: Pick<AppDeps, "siteOrigin" | "hstsMaxAge" | "trustProxy">) {
  const cacheHeaders: MiddlewareHandler = async (c, next) => {
    await next();
    if (
      (c.req.method === "GET" || c.req.method === "HEAD") &&
      !c.req.path.startsWith("/api/") &&
      !c.res.headers.has("Cache-Control")
    ) {
      c.res.headers.set("Cache-Control", c.req.path.startsWith("/assets/") && c.res.ok ? IMMUTABLE : REVALIDATE);
    }
  };
  return [securityHeaders({ siteOrigin, hstsMaxAge, trustProxy }), trailingSlashRedirect(), cacheHeaders];
}

/** Builds the site's Hono app; it never listens (start-server.ts does). */
export function createApp({
  store,
  proofOfWork,
  pages,
  clientDir,
  rateLimit,
  trustProxy,
  onMessageAccepted,
  storeKind = "sqlite",
  mailState,
  healthzToken,
  hstsMaxAge = 0,
  siteOrigin,
  logError = console.error,
  privateWork,
  ownerRoom,
  views,
}: AppDeps) {
  const app = new Hono();
  // The pages the server writes itself, made from the site's not-found page, which names the owner
  // too (docs/decisions/021-server-written-pages.md).
  const { send: sendSiteMessage, ownerName } = createSiteMessagePages(pages.notFound("/").text);
  const onError = siteErrorHandler(logError, (c) => sendSiteMessage(c, 500, SERVER_ERROR_MESSAGE));
  const privateRoutes =
    privateWork && privateWorkRoutes({ ...privateWork, store, clientDir, proofOfWork, trustProxy, ownerName, sendSiteMessage });

  privateRoutes?.outer(app);
  for (const middleware of siteMiddleware({ siteOrigin, hstsMaxAge, trustProxy })) app.use(middleware);
  app.route("/", createHealthRoutes({ store, storeKind, mailState, healthzToken }));
  if (ownerRoom) mountOwnerRoom(app, { ...ownerRoom, store, proofOfWork, trustProxy }, logError);
  app.route(
    "/api",
    createMessageRoutes({ store, proofOfWork, rateLimit, trustProxy, onAccepted: onMessageAccepted, logError, sendSiteMessage }),
  );
  // Before the static files and pages, which get a protected address only when it is passed on:
  // no grant and no teaser, so it is answered as a missing file or an unknown case study.
  privateRoutes?.inner(app);
  // After private work's session reader, which tells a share link's visitor (docs/decisions/017-reading-statistics.md).
  if (views) {
    const isPagePath = viewablePagesOf(pages, privateWork?.privateWork);
    const limitSecret = () => store.secret(LIMIT_KEY_SECRET_NAME);
    app.route("/api", createViewRoutes({ views, isPagePath, limitSecret, trustProxy, now: privateWork?.now }));
  }
  app.all("/api/*", (c) => c.json({ success: false, error: "There is no such API endpoint." }, 404));

  // Files (assets, images, prototypes) have an extension; pages do not and come from memory below.
  // The build writes .br and .gz beside each text file (vite.config.ts); they are sent when accepted.
  const staticFiles = serveStatic({ root: clientDir, precompressed: true });
  app.get("*", async (c, next) => {
    if (!/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    return withCaptionsType(c.req.path, await staticFiles(c, next));
  });

  app.get("*", (c) => {
    const page = pages.find(c.req.path);
    if (!page) return sendPage(c, pages.notFound(c.req.path), 404);
    const outcome = c.req.path === "/" ? readContactOutcome(new URL(c.req.url).searchParams) : undefined;
    const html = outcome ? showContactOutcome(page.text, outcome) : page.text;
    // docs/decisions/016-private-work.md: a visitor with access gets their own copy of a list, with
    // their cards for a browser without JavaScript; anyone else, the page as built.
    const privateCopy = privateRoutes?.listPageFor(c, html);
    if (privateCopy !== undefined) return sendPageCopy(c, page, privateCopy);
    // A page showing a no-JavaScript post's outcome is rare and changes per visit: sent as it is.
    if (outcome) {
      setPagePolicy(c, page);
      return c.html(html);
    }
    return sendPage(c, page, 200);
  });

  app.onError(onError);

  return app;
}
