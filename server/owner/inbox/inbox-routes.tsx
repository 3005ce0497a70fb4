/** @jsxImportSource hono/jsx */
// The room's inbox at /owner/messages (docs/product.md#inbox): the page, and the posts that mark,
// release and delete a message, each answered 303 back to the page it came from with a fixed note
// (post/redirect/get). The room (owner-room.ts) has already checked the session and, on a post,
// the origin, before any of these runs.
import type { Context } from "hono";
import type { MessageStore } from "../../messages/message-store.ts";
import type { RoomSectionRoutes } from "../owner-room.ts";
import { sendRoomNotFound, sendRoomPage } from "../room-page.tsx";
import { DELETE_QUESTION, DeletePage } from "./delete-page.tsx";
import { INBOX_TITLE, InboxPage } from "./inbox-page.tsx";
import { FIRST_VIEW, filterOf, INBOX_PATH, type InboxView, PAGE_SIZE, queryOf, readInboxView } from "./inbox-view.ts";

export interface InboxDeps {
  store: MessageStore;
  /** Whether the server emails messages (SMTP_URL and MAIL_TO): without, nothing is ever waiting to be sent. */
  mailOn: boolean;
  /** Tells the outbox a released message is due, so it goes at once, as a new message does. */
  onReleased?: () => void;
  now?: () => Date;
  /** The time zone of the times shown; UTC unless set. */
  timeZone?: string;
}

const MARKS = ["read", "handled", "new"] as const;

export const NOTES = {
  read: "The message is marked read.",
  handled: "The message is marked handled.",
  new: "The message is marked unread.",
  "released-mail": "The message is released: it is on its way to your email.",
  released: "The message is released and shows as new. Email is off, so it is not sent.",
  deleted: "The message is deleted.",
  missed: "Nothing changed: that message is gone, or that action does not apply to it.",
} as const;
type Done = keyof typeof NOTES;

// Ids are the store's random UUIDs; anything else in the address names no message.
const ID = /^[0-9A-Za-z-]{1,64}$/;

/** The view a post came from (its address's query), or the first page when that is not a view. */
function viewOfPost(c: Context): InboxView {
  const view = readInboxView(new URL(c.req.url).searchParams);
  return "error" in view ? FIRST_VIEW : view;
}

const backTo = (c: Context, done: Done) => c.redirect(`${INBOX_PATH}${queryOf(viewOfPost(c), { done })}`, 303);

export function inboxSection({
  store,
  mailOn,
  onReleased = () => {},
  now = () => new Date(),
  timeZone = "UTC",
}: InboxDeps): RoomSectionRoutes {
  return (room) => {
    room.get("/messages", async (c) => {
      const query = new URL(c.req.url).searchParams;
      const view = readInboxView(query);
      if ("error" in view) {
        const body = (
          <>
            <p class="room-alert" role="alert">
              {view.error}
            </p>
            <p>
              <a href={INBOX_PATH}>Go to the newest messages</a>
            </p>
          </>
        );
        return sendRoomPage(c, { title: INBOX_TITLE, section: "messages", body }, 400);
      }
      const filter = filterOf(view);
      const [messages, total, states] = await Promise.all([
        store.list({ ...filter, limit: PAGE_SIZE, offset: (view.page - 1) * PAGE_SIZE }),
        store.count(filter),
        store.countByState(),
      ]);
      const all = Object.values(states).reduce((sum, count) => sum + count, 0);
      const done = query.get("done") ?? "";
      const note = Object.hasOwn(NOTES, done) ? NOTES[done as Done] : undefined;
      const counts = { messages: all - states.spam, spam: states.spam };
      const body = <InboxPage {...{ view, messages, total, counts, note, mailOn, timeZone }} />;
      return sendRoomPage(c, { title: INBOX_TITLE, section: "messages", body });
    });

    for (const mark of MARKS) {
      room.post(`/messages/:id/${mark}`, async (c) => {
        const id = c.req.param("id");
        return backTo(c, ID.test(id) && (await store.mark(id, mark, now())) ? mark : "missed");
      });
    }

    room.post("/messages/:id/release", async (c) => {
      const id = c.req.param("id");
      if (!ID.test(id) || !(await store.release(id, now()))) return backTo(c, "missed");
      onReleased();
      return backTo(c, mailOn ? "released-mail" : "released");
    });

    room.get("/messages/:id/delete", async (c) => {
      const id = c.req.param("id");
      const message = ID.test(id) ? await store.find(id) : undefined;
      if (!message) return sendRoomNotFound(c);
      const body = <DeletePage message={message} view={viewOfPost(c)} mailOn={mailOn} timeZone={timeZone} />;
      return sendRoomPage(c, { title: DELETE_QUESTION, section: "messages", body });
    });

    room.post("/messages/:id/delete", async (c) => {
      const id = c.req.param("id");
      return backTo(c, ID.test(id) && (await store.delete(id)) ? "deleted" : "missed");
    });
  };
}
