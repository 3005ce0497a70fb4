// How the unlock and lock posts say no (docs/product.md#private-work): the sentence as JSON to the
// teaser's script, or to any client that is not a browser showing a page; to a browser's form, a page
// of the site with the sentence and the same status (docs/decisions/021-server-written-pages.md).
import { wantsPage } from "../messages/request-content-type.ts";
import { HOME_LINK, type SendSiteMessage } from "../site-message-page.ts";
import type { RefuseAccess } from "./access-body.ts";

export const STILL_LOCKED_TITLE = "Private work is still locked.";
export const NOT_LOCKED_TITLE = "Private work was not locked.";

/** Refusals headed `title` on the page a browser is shown. */
export function accessRefusal(sendSiteMessage: SendSiteMessage, title: string): RefuseAccess {
  return (c, status, text) =>
    wantsPage(c) ? sendSiteMessage(c, status, { title, text, link: HOME_LINK }) : c.json({ success: false, error: text }, status);
}
