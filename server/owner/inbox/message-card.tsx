/** @jsxImportSource hono/jsx */
// One message in the inbox (docs/product.md#inbox). What the visitor wrote is only ever text: Hono's
// JSX escapes it, harmlessText writes out the control, bidi and invisible characters, and dir="auto"
// keeps a right-to-left message from reordering what is around it.
import { harmlessText } from "../../messages/harmless-text.ts";
import type { InboxMessage, InboxState } from "../../messages/message-store.ts";
import { INBOX_PATH, type InboxView, queryOf } from "./inbox-view.ts";
import { replyHrefOf } from "./reply-link.ts";

export const STATE_NAMES: Record<InboxState, string> = {
  new: "New",
  read: "Read",
  handled: "Handled",
  held: "Held: no proof of work",
  spam: "Spam",
};

/** Email delivery, a detail beside the state. Without email, a queued message is waiting for nothing, so it says nothing. */
export function deliveryOf({ status }: InboxMessage, mailOn: boolean): string | undefined {
  if (status === "queued") return mailOn ? "Email: waiting to be sent" : undefined;
  if (status === "sent") return "Email: sent";
  if (status === "failed") return "Email: could not be sent";
  return undefined;
}

/** The owner's actions on a message in each state, as [path, button text]; 'Delete' is on every one. */
const ACTIONS: Record<InboxState, [string, string][]> = {
  new: [
    ["read", "Mark read"],
    ["handled", "Mark handled"],
  ],
  read: [
    ["handled", "Mark handled"],
    ["new", "Mark unread"],
  ],
  handled: [["read", "Mark not handled"]],
  held: [["release", "Release"]],
  spam: [],
};

export function readableTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(iso));
}

export interface CardOptions {
  view: InboxView;
  mailOn: boolean;
  timeZone: string;
}

/** The message's heading, sender, time and state: the card's head, and what the delete page shows. */
export function MessageHead({
  message,
  timeZone,
  mailOn,
  headingId,
}: {
  message: InboxMessage;
  timeZone: string;
  mailOn: boolean;
  headingId: string;
}) {
  const delivery = deliveryOf(message, mailOn);
  return (
    <header class="inbox-message__head">
      <h2 id={headingId} class="inbox-message__subject" dir="auto">
        {harmlessText(message.subject)}
      </h2>
      <p class="inbox-message__meta">
        <span class={`inbox-state inbox-state--${message.state}`}>{STATE_NAMES[message.state]}</span>{" "}
        <span>
          From <bdi>{harmlessText(message.email)}</bdi>
        </span>{" "}
        <time datetime={message.receivedAt}>{readableTime(message.receivedAt, timeZone)}</time>
        {delivery && <span class="room-muted">{delivery}</span>}
      </p>
    </header>
  );
}

export function MessageCard({ message, view, mailOn, timeZone }: CardOptions & { message: InboxMessage }) {
  const headingId = `message-${message.id}`;
  const base = `${INBOX_PATH}/${encodeURIComponent(message.id)}`;
  const back = queryOf(view);
  return (
    <li class="room-card inbox-message">
      <article aria-labelledby={headingId}>
        <MessageHead message={message} timeZone={timeZone} mailOn={mailOn} headingId={headingId} />
        <p class="inbox-message__text" dir="auto">
          {harmlessText(message.message)}
        </p>
        <div class="room-actions">
          <a class="button" href={replyHrefOf(message.email, message.subject)}>
            Reply
          </a>
          {ACTIONS[message.state].map(([action, text]) => (
            <form key={action} method="post" action={`${base}/${action}${back}`}>
              <button class="button button--quiet" type="submit">
                {text}
              </button>
            </form>
          ))}
          <a class="button button--quiet" href={`${base}/delete${back}`}>
            Delete
          </a>
        </div>
      </article>
    </li>
  );
}
