// Private work's side of the app (docs/decisions/016-private-work.md): who a request is, the unlock
// and lock posts, share links, and the protected addresses, each in its own module.
import type { Context, Hono } from "hono";
import { PRIVATE_CARDS_PATH } from "#src/features/private-work/private-cards.ts";
import { createLimitKeys, LIMIT_KEY_SECRET_NAME } from "../messages/limit-key.ts";
import type { MessageStore } from "../messages/message-store.ts";
import type { ProofOfWork } from "../messages/proof-of-work.ts";
import { senderAddressOf } from "../messages/sender-address.ts";
import { CROSS_SITE_MESSAGE, sameOriginPostsOnly } from "../request-origin.ts";
import type { SendSiteMessage } from "../site-message-page.ts";
import type { TrustProxy } from "../trusted-proxies.ts";
import { type AccessBody, limitAccessBody, readAccessBody } from "./access-body.ts";
import { accessRefusal, NOT_LOCKED_TITLE, STILL_LOCKED_TITLE } from "./access-refusal.ts";
import type { AccessStore } from "./access-store.ts";
import { FRAME_KEY_SECRET_NAME, FRAME_PREFIX } from "./frame-address.ts";
import { createGuessLimit } from "./guess-limit.ts";
import { lockHandler } from "./lock-route.ts";
import { privateCardsFor } from "./private-cards.ts";
import { frameReferrerPolicy, redirectToFrame, serveFrameFiles } from "./private-frame-route.ts";
import { withNoscriptCards } from "./private-noscript-cards.ts";
import { markPrivate, servePrivateWork } from "./private-routes.ts";
import type { PrivateWork } from "./private-work.ts";
import { createSessionReader, type SessionVariables } from "./session-middleware.ts";
import { shareLinkHandler, shareLinkHeaders } from "./share-link-route.ts";
import { unlockHandler } from "./unlock-route.ts";

export interface PrivateWorkDeps {
  access: AccessStore;
  privateWork: PrivateWork;
  /**
   * Its secret keys the hashes of the guessers' addresses, as for the contact form's rate limit; a
   * password try's proof of work is spent in it, as a message's is.
   */
  store: MessageStore;
  /** build/client: the public files a private prototype's frame may load too. */
  clientDir: string;
  /** The contact form's proof of work, which makes a try from the teaser's script count once. */
  proofOfWork: ProofOfWork;
  trustProxy: TrustProxy;
  /** The owner's name for the expired link's page. */
  ownerName: string | undefined;
  /** The site's page for a message: a dead share link, a browser's refused form (server/site-message-page.ts). */
  sendSiteMessage: SendSiteMessage;
  now?: () => Date;
  /** How long each try waits while the site-wide budget of failures is spent. */
  overBudgetWaitMs?: number;
}

type Env = { Variables: SessionVariables & { body: AccessBody } };

/**
 * Two steps, around the app's own: `outer` before the site's middleware (so the share link's
 * headers are the last word), `inner` after it and before the static files and pages.
 */
export function privateWorkRoutes({
  access,
  privateWork,
  store,
  clientDir,
  proofOfWork,
  trustProxy,
  ownerName,
  sendSiteMessage,
  now = () => new Date(),
  overBudgetWaitMs,
}: PrivateWorkDeps) {
  const sessions = createSessionReader(access, trustProxy, now);
  let frameKey: Promise<string> | undefined;
  const frame = {
    privateWork,
    clientDir,
    sessions,
    now,
    // Read once; a failed read is tried again on the next request.
    frameKey: () =>
      (frameKey ??= store.secret(FRAME_KEY_SECRET_NAME).catch((error: unknown) => {
        frameKey = undefined;
        throw error;
      })),
  };
  const limitKeys = createLimitKeys(() => store.secret(LIMIT_KEY_SECRET_NAME));
  const guessLimit = createGuessLimit(access, now, overBudgetWaitMs);
  const refuseUnlock = accessRefusal(sendSiteMessage, STILL_LOCKED_TITLE);
  const refuseLock = accessRefusal(sendSiteMessage, NOT_LOCKED_TITLE);
  const sameOriginOnly = sameOriginPostsOnly(trustProxy, (c) => sendSiteMessage(c, 403, CROSS_SITE_MESSAGE));
  const readBody = async (c: Context<Env>, next: () => Promise<void>) => {
    c.set("body", await readAccessBody(c));
    await next();
  };
  return {
    outer(app: Hono) {
      app.use("/s/*", shareLinkHeaders);
      app.use(frameReferrerPolicy);
    },
    inner(app: Hono) {
      const routes = app as unknown as Hono<Env>;
      routes.use(sessions.middleware);
      // The contact form's origin check: another site can neither unlock nor lock for a visitor.
      routes.post(
        "/api/access/unlock",
        sameOriginOnly,
        limitAccessBody(refuseUnlock),
        readBody,
        unlockHandler({
          access,
          privateWork,
          guessLimit,
          proofOfWork,
          store,
          sessions,
          trustProxy,
          now,
          limitKeyOf: (c) => limitKeys(senderAddressOf(c, trustProxy)),
          refuseWithoutTeaser: refuseUnlock,
        }),
      );
      routes.post(
        "/api/access/lock",
        sameOriginOnly,
        limitAccessBody(refuseLock),
        readBody,
        lockHandler(access, sessions, trustProxy),
      );
      routes.get("/s/:token", shareLinkHandler({ access, ownerName, trustProxy, now, sendSiteMessage }));
      // docs/product.md#private-work: the cards a visitor's lists add; none for anyone else, the same way.
      routes.get(PRIVATE_CARDS_PATH, (c) => {
        markPrivate(c);
        return c.json({ cards: privateCardsFor(privateWork.cards, c.get("grant")) });
      });
      routes.get(`${FRAME_PREFIX}*`, serveFrameFiles(frame));
      routes.get(
        "*",
        servePrivateWork(privateWork, (c, sitePath) => {
          const [sessionId, grant] = [c.get("sessionId"), c.get("grant")];
          if (!sessionId || !grant) throw new Error("A private file was granted without a session.");
          return redirectToFrame(c, sitePath, sessionId, grant, frame);
        }),
      );
    },
    /**
     * The visitor's own copy of a list page, its `html` with their cards for a browser without
     * JavaScript (private-noscript-cards.ts), marked private; undefined for anyone else, whose page
     * is sent as built.
     */
    listPageFor(c: Context, html: string): string | undefined {
      const grant = (c as Context<Env>).get("grant");
      // The address as the browser sent it (percent-encoded), for the lock form to come back to.
      const copy = withNoscriptCards(html, privateWork.cards, grant, new URL(c.req.url).pathname);
      if (copy !== undefined) markPrivate(c);
      return copy;
    },
  };
}
