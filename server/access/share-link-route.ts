// GET /s/:token (docs/product.md#private-work): a share link. A live one opens a session and sends
// the visitor to what it grants; a chat app's preview or a crawler fetching it gets no session and
// is not counted as an open. The token is a secret: the answer keeps it out of the next page's
// Referer, and no log line names it (the address is never logged, and errors carry no request).
import type { Context, MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import type { SendSiteMessage } from "../site-message-page.ts";
import type { TrustProxy } from "../trusted-proxies.ts";
import type { AccessStore, Scope } from "./access-store.ts";
import { expiredLinkMessage } from "./expired-link-page.ts";
import { setSessionCookie } from "./session-cookie.ts";

export interface ShareLinkDeps {
  access: AccessStore;
  ownerName: string | undefined;
  trustProxy: TrustProxy;
  now: () => Date;
  sendSiteMessage: SendSiteMessage;
}

/** Where a link's scope leads: the case study itself when it opens exactly one, else the list. */
export function landingOf(scope: Scope): string {
  return scope !== "all" && scope.length === 1 ? `/case-studies/${scope[0]}` : "/case-studies";
}

/** A browser opening the link for a person: a top-level navigation, from no bot or link preview. */
function isPersonOpening(c: Context): boolean {
  const userAgent = c.req.header("User-Agent") ?? "";
  return userAgent !== "" && !isbot(userAgent);
}

/**
 * Set outermost, so it is the last word on these answers: the security headers' Referrer-Policy
 * would otherwise replace it. Nothing that carries the token is kept anywhere.
 */
export const shareLinkHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("Referrer-Policy", "no-referrer");
  c.res.headers.set("Cache-Control", "no-store");
};

export function shareLinkHandler({ access, ownerName, trustProxy, now, sendSiteMessage }: ShareLinkDeps) {
  const expired = expiredLinkMessage(ownerName);
  return async (c: Context) => {
    const link = await access.findLink(c.req.param("token") ?? "");
    if (!link) return sendSiteMessage(c, 410, expired);
    // A HEAD asks only what is there: no browser opens a page with one.
    if (c.req.method === "HEAD" || !isPersonOpening(c)) return c.redirect("/", 303);
    if (c.req.header("Sec-Fetch-Mode") === "navigate") await access.countOpen(link.id);
    const session = await access.startSession({ kind: "link", linkId: link.id });
    // Withdrawn between the look-up and now.
    if (!session) return sendSiteMessage(c, 410, expired);
    setSessionCookie(c, session.id, session.expiresAt, now(), trustProxy);
    return c.redirect(landingOf(link.scope), 303);
  };
}
