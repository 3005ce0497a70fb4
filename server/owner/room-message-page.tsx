/** @jsxImportSource hono/jsx */
// The room's answer to a browser's post it refused or failed (docs/product.md#the-owners-room): a
// page of the room, in the room's own layout, where a plain text or JSON answer would leave the owner
// on a bare page (docs/decisions/021-server-written-pages.md).
import type { Context } from "hono";
import { CROSS_SITE_TITLE } from "../request-origin.ts";
import { SERVER_ERROR_TEXT, SERVER_ERROR_TITLE } from "../site-error.ts";
import { ROOM_PATH } from "./owner-session.ts";
import { type RoomSection, sendRoomPage } from "./room-page.tsx";

export interface RoomMessage {
  /** The heading, without the sentence's full stop, as the room's titles are written. */
  title: string;
  text: string;
  link: { href: string; text: string };
}

const TO_ROOM = { href: ROOM_PATH, text: "Go to the room" };

export const ROOM_CROSS_SITE: RoomMessage = {
  title: CROSS_SITE_TITLE,
  text: "Nothing was changed: the room takes forms only from its own pages.",
  link: TO_ROOM,
};
// The site's words: the room's sentence is the same.
export const ROOM_ERROR: RoomMessage = { title: SERVER_ERROR_TITLE, text: SERVER_ERROR_TEXT, link: TO_ROOM };

/**
 * `section`: the room's header and footer around it, for a signed-in owner's post; none (the sign-in
 * page's layout) where the session is not known yet.
 */
export function sendRoomMessage(c: Context, status: 403 | 413 | 500, { title, text, link }: RoomMessage, section?: RoomSection) {
  const body = (
    <>
      <p>{text}</p>
      <p>
        <a href={link.href}>{link.text}</a>
      </p>
    </>
  );
  return sendRoomPage(c, { title: title.replace(/\.$/, ""), section, body }, status);
}
