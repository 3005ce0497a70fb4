/** @jsxImportSource hono/jsx */
// The question before a message is deleted (docs/product.md#inbox): a page of its own, so it is
// asked with or without JavaScript; 'Keep it' goes back to where the owner was.
import type { InboxMessage } from "../../messages/message-store.ts";
import { INBOX_PATH, type InboxView, queryOf } from "./inbox-view.ts";
import { MessageHead } from "./message-card.tsx";

export const DELETE_QUESTION = "Delete this message?";
export const DELETE_EXPLANATION =
  "It is removed for good: from this list, from the email outbox and from the database's files. Copies made before, such as backups, keep it.";

export function DeletePage({
  message,
  view,
  mailOn,
  timeZone,
}: {
  message: InboxMessage;
  view: InboxView;
  mailOn: boolean;
  timeZone: string;
}) {
  const back = queryOf(view);
  return (
    <>
      <p>{DELETE_EXPLANATION}</p>
      <div class="room-card inbox-message inbox-message--alone">
        <MessageHead message={message} timeZone={timeZone} mailOn={mailOn} headingId="message-to-delete" />
      </div>
      <form method="post" action={`${INBOX_PATH}/${encodeURIComponent(message.id)}/delete${back}`}>
        <div class="room-actions inbox-confirm">
          <button class="button button--danger" type="submit">
            Delete
          </button>
          <a class="button button--quiet" href={`${INBOX_PATH}${back}`}>
            Keep it
          </a>
        </div>
      </form>
    </>
  );
}
