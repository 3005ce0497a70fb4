// The owner's room under /owner (docs/product.md#the-owners-room, docs/decisions/018-owners-room.md):
// sign-in and sign-out here; each section (the dashboard, messages, share links) adds its pages
// through `sections`, behind the same session check. Every answer is kept out of caches and search
// engines, every post is checked for its origin, and with no owner password set every address
// answers the site's ordinary not-found page.
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { type AccessBody, limitAccessBody, readAccessBody } from "../access/access-body.ts";
import { createGuessLimit } from "../access/guess-limit.ts";
import { createLimitKeys, LIMIT_KEY_SECRET_NAME } from "../messages/limit-key.ts";
import type { MessageStore } from "../messages/message-store.ts";
import type { ProofOfWork } from "../messages/proof-of-work.ts";
import { wantsPage } from "../messages/request-content-type.ts";
import { senderAddressOf } from "../messages/sender-address.ts";
import { requestOriginOf, sameOriginPostsOnly } from "../request-origin.ts";
import { siteErrorHandler } from "../site-error.ts";
import type { TrustProxy } from "../trusted-proxies.ts";
import {
  clearOwnerSessionCookie,
  type OwnerEnv,
  readOwnerSessionCookie,
  requireOwnerSession,
  SIGN_IN_FIRST_TEXT,
  SIGN_IN_PATH,
} from "./owner-session.ts";
import type { OwnerStore } from "./owner-store.ts";
import { NO_ROOM_ASSETS, type RoomAssets, serveRoomAsset } from "./room-assets.ts";
import { ROOM_CROSS_SITE, ROOM_ERROR, sendRoomMessage } from "./room-message-page.tsx";
import { sendRoomNotFound, setRoomHeaders } from "./room-page.tsx";
import { roomReturnPathOf, SIGNED_OUT_EVERYWHERE_TEXT, SIGNED_OUT_TEXT, sendSignInPage } from "./sign-in-page.tsx";
import { refuseSignIn, signInHandler } from "./sign-in-route.ts";

/** A section of the room: registers its pages and posts on the room's app, behind the session check. */
export type RoomSectionRoutes = (room: Hono<OwnerEnv>) => void;

export interface OwnerRoomDeps {
  owner: OwnerStore;
  /** The message store: its secret keys the sign-in limit's hashes, and a try's proof of work is spent in it. */
  store: MessageStore;
  proofOfWork: ProofOfWork;
  trustProxy: TrustProxy;
  /** The room's script (room-assets.ts); without it, the forms work as plain forms. */
  assets?: RoomAssets;
  sections?: RoomSectionRoutes[];
  now?: () => Date;
  overBudgetWaitMs?: number;
}

const SIGNED_OUT_NOTES: Record<string, string> = { "signed-out": SIGNED_OUT_TEXT, everywhere: SIGNED_OUT_EVERYWHERE_TEXT };

export function ownerRoomRoutes({
  owner,
  store,
  proofOfWork,
  trustProxy,
  assets = NO_ROOM_ASSETS,
  sections = [],
  now = () => new Date(),
  overBudgetWaitMs,
}: OwnerRoomDeps) {
  const room = new Hono<OwnerEnv & { Variables: { body: AccessBody } }>();
  const limitKeys = createLimitKeys(() => store.secret(LIMIT_KEY_SECRET_NAME));

  room.use(async (c, next) => {
    c.set("roomAssets", assets);
    await next();
    setRoomHeaders(c);
  });
  const refuseCrossSite = (c: Context) => sendRoomMessage(c, 403, ROOM_CROSS_SITE);
  room.use(sameOriginPostsOnly(trustProxy, refuseCrossSite));
  // Hono's csrf() judges only the content types a plain form can send; the room refuses a post from
  // anywhere but itself whatever its type (a JSON post from another site, which a browser would have
  // to ask leave for first, included).
  room.use(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const isOwnPost = c.req.header("Origin") === requestOriginOf(c, trustProxy);
    if (!isOwnPost || c.req.header("Sec-Fetch-Site") === "cross-site") {
      return wantsPage(c) ? refuseCrossSite(c) : c.text("Forbidden", 403);
    }
    return next();
  });

  room.get("/assets/:name", serveRoomAsset(assets));
  room.get("/sign-in", async (c) => {
    const id = readOwnerSessionCookie(c);
    const returnPath = roomReturnPathOf(c.req.query("return"));
    if (id && (await owner.findSession(id))) return c.redirect(returnPath, 303);
    const note = SIGNED_OUT_NOTES[c.req.query("note") ?? ""];
    return sendSignInPage(c, { returnPath, note });
  });
  room.post(
    "/sign-in",
    limitAccessBody(refuseSignIn),
    async (c, next) => {
      c.set("body", await readAccessBody(c));
      await next();
    },
    signInHandler({
      owner,
      guessLimit: createGuessLimit(owner, now, overBudgetWaitMs),
      proofOfWork,
      store,
      limitKeyOf: (c) => limitKeys(senderAddressOf(c, trustProxy)),
      trustProxy,
      now,
    }),
  );

  // A post whose session ended (after 12 hours, or signed out elsewhere): the sign-in, which brings
  // the owner back to the room page the form was on.
  room.use(
    requireOwnerSession(owner, trustProxy, (c) => {
      const from = URL.parse(c.req.header("Referer") ?? "");
      const returnPath = roomReturnPathOf(from ? `${from.pathname}${from.search}` : undefined);
      return sendSignInPage(c, { returnPath, note: SIGN_IN_FIRST_TEXT }, 401);
    }),
  );
  room.post("/sign-out", async (c) => {
    await owner.endSession(c.get("ownerSessionId"));
    clearOwnerSessionCookie(c, trustProxy);
    return c.redirect(`${SIGN_IN_PATH}?note=signed-out`, 303);
  });
  room.post("/sign-out-everywhere", async (c) => {
    await owner.endAllSessions();
    clearOwnerSessionCookie(c, trustProxy);
    return c.redirect(`${SIGN_IN_PATH}?note=everywhere`, 303);
  });
  for (const section of sections) section(room as unknown as Hono<OwnerEnv>);
  room.all("*", (c) => sendRoomNotFound(c));
  return room;
}

/**
 * The room under /owner on the site's `app`. With no owner password it does not exist, as far as anyone
 * can tell: its addresses go on through the site as any unknown address does, whatever the method,
 * headers or cookies.
 */
export function mountOwnerRoom(app: Hono, deps: OwnerRoomDeps, logError: (error: unknown) => void): void {
  const room = new Hono().route("/owner", ownerRoomRoutes(deps));
  // The site's own error answers, given here (not thrown on to the site) so the room's headers still
  // go on them: no-store, noindex; to a browser, as a page of the room.
  room.onError(siteErrorHandler(logError, (c) => sendRoomMessage(c, 500, ROOM_ERROR)));
  const enterRoom: MiddlewareHandler = async (c, next) =>
    (await deps.owner.hasPassword()) ? room.fetch(c.req.raw, c.env) : next();
  app.all("/owner", enterRoom);
  app.all("/owner/*", enterRoom);
}
