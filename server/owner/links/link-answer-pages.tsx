/** @jsxImportSource hono/jsx */
// The room's share-link pages besides the list (docs/product.md#share-links): the new
// link's address, shown once, and the confirmations before withdrawing.
import type { Context } from "hono";
import type { Child } from "hono/jsx";
import type { CreatedLink } from "../../access/access-store.ts";
import { ROOM_PATH } from "../owner-session.ts";
import { sendRoomPage } from "../room-page.tsx";
import { linkPathOf } from "./link-card.tsx";
import { roomTimeText } from "./link-view.ts";

export const CREATED_TITLE = "Share link made";
export const SHOWN_ONCE_TEXT =
  "This address is shown only now: copy it before you leave this page. The site keeps only a hash of it, so it cannot show it again.";
export const WITHDRAW_TITLE = "Withdraw this link?";
export const WITHDRAW_ALL_TITLE = "Withdraw all live links?";
export const NO_LIVE_LINKS_TEXT = "No link is live: there is nothing to withdraw.";
const LINKS_PATH = `${ROOM_PATH}/links`;

function BackToLinks({ text = "Back to share links" }: { text?: string }) {
  return (
    <a class="button button--quiet" href={LINKS_PATH}>
      {text}
    </a>
  );
}

/** The answer to the post that made the link itself (no redirect: the token is in no address and no store). */
export function sendCreatedPage(c: Context, view: { link: CreatedLink; label: string; address: string; scopeText: string }) {
  const body = (
    <>
      <p class="room-note" role="status">
        {`Made a share link for ${view.label}, opening ${view.scopeText}. It expires on ${roomTimeText(view.link.expiresAt)}.`}
      </p>
      <div class="room-form link-address">
        <div class="room-field">
          <label for="link-address">Address</label>
          <input id="link-address" type="text" readonly value={view.address} aria-describedby="link-address-once" />
          <p id="link-address-once" class="room-hint">
            {SHOWN_ONCE_TEXT}
          </p>
        </div>
        <div class="room-actions">
          <button type="button" class="button" data-copy-from="link-address" hidden>
            Copy address
          </button>
          <BackToLinks />
        </div>
      </div>
    </>
  );
  return sendRoomPage(c, { title: CREATED_TITLE, section: "links", body });
}

function Confirm({ action, button, keep, children }: { action: string; button: string; keep: string; children: Child }) {
  return (
    <>
      {children}
      <div class="room-actions">
        <form method="post" action={action}>
          <button class="button" type="submit">
            {button}
          </button>
        </form>
        <BackToLinks text={keep} />
      </div>
    </>
  );
}

export function sendWithdrawPage(c: Context, link: { id: string; label: string }) {
  const body = (
    <Confirm action={`${linkPathOf(link.id)}/withdraw`} button="Withdraw link" keep="Keep it">
      <p>
        <strong>{link.label}</strong>
        {": its address will open nothing, and whoever opened it loses access at once. A withdrawn link cannot be renewed."}
      </p>
    </Confirm>
  );
  return sendRoomPage(c, { title: WITHDRAW_TITLE, section: "links", body });
}

export function sendWithdrawAllPage(c: Context, liveCount: number) {
  const body =
    liveCount === 0 ? (
      <>
        <p>{NO_LIVE_LINKS_TEXT}</p>
        <BackToLinks />
      </>
    ) : (
      <Confirm action={`${LINKS_PATH}/withdraw-all`} button="Withdraw all live links" keep="Keep them">
        <p>
          {`${liveCount === 1 ? "The 1 live link" : `All ${liveCount} live links`} will open nothing, and whoever opened ${liveCount === 1 ? "it" : "one"} loses access at once. Withdrawn links cannot be renewed.`}
        </p>
      </Confirm>
    );
  return sendRoomPage(c, { title: WITHDRAW_ALL_TITLE, section: "links", body });
}
