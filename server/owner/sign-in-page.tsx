/** @jsxImportSource hono/jsx */
// The room's sign-in form (docs/product.md#the-owners-room): a plain form that works without
// JavaScript; the room's script adds a proof of work, so a wrong try from it counts once, not twice.

import type { Context } from "hono";
import { ROOM_PATH, SIGN_IN_PATH } from "./owner-session.ts";
import { sendRoomPage } from "./room-page.tsx";

export const SIGN_IN_TITLE = "Sign in";
export const SIGNED_OUT_TEXT = "You have signed out.";
export const SIGNED_OUT_EVERYWHERE_TEXT = "You have signed out everywhere: every session of the room has ended.";

export interface SignInView {
  /** Where to go after signing in: a room address. */
  returnPath: string;
  /** A refusal, shown above the form and announced. */
  alert?: string;
  /** A note, such as having signed out. */
  note?: string;
}

export function sendSignInPage(c: Context, view: SignInView, status: 200 | 400 | 401 | 403 | 413 | 415 | 429 = 200) {
  const body = (
    <>
      {view.note && (
        <p class="room-note" role="status">
          {view.note}
        </p>
      )}
      <div id="sign-in-alert" role="alert" class={view.alert ? "room-alert" : undefined}>
        {view.alert}
      </div>
      <form class="room-form" method="post" action={SIGN_IN_PATH} data-sign-in>
        <input type="hidden" name="return" value={view.returnPath} />
        <div class="room-field">
          <label for="owner-password">Password</label>
          <input
            id="owner-password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
            aria-invalid={view.alert ? "true" : undefined}
            aria-describedby={view.alert ? "sign-in-alert" : undefined}
            autofocus
          />
        </div>
        <div>
          <button class="button" type="submit">
            Sign in
          </button>
        </div>
      </form>
      <p class="room-muted">
        The owner's room of this site. <a href="/">Back to the site</a>
      </p>
    </>
  );
  return sendRoomPage(c, { title: SIGN_IN_TITLE, section: undefined, body }, status);
}

/** A room address to come back to after signing in; anything else, the room's first page. */
export function roomReturnPathOf(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000) return ROOM_PATH;
  // One leading slash and no backslash, control character or space: a path on this site, in the room.
  if (!/^\/owner(?:[/?][^\s\\\p{Cc}]*)?$/u.test(value) || value.startsWith("//")) return ROOM_PATH;
  // As the browser will read it: '/owner/../about' is the site's about page, not a room address.
  const { pathname, search } = new URL(value, "http://room.invalid");
  if (pathname !== ROOM_PATH && !pathname.startsWith(`${ROOM_PATH}/`)) return ROOM_PATH;
  const path = `${pathname}${search}`;
  return path.startsWith(SIGN_IN_PATH) ? ROOM_PATH : path;
}
