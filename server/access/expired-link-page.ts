// What a share link that does not open answers (docs/product.md#private-work): a page of the site
// (server/site-message-page.ts), since the app has no route at /s/… to show it with.
import type { SiteMessage } from "../site-message-page.ts";

export const EXPIRED_LINK_TITLE = "This link has expired or was withdrawn.";

export function expiredLinkText(ownerName: string | undefined): string {
  return `Ask ${ownerName ?? "the site's owner"} for a new one.`;
}

export function expiredLinkMessage(ownerName: string | undefined): SiteMessage {
  return {
    title: EXPIRED_LINK_TITLE,
    text: expiredLinkText(ownerName),
    link: { href: "/#contact", text: `Write to ${ownerName ?? "the owner"}` },
  };
}
