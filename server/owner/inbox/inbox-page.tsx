/** @jsxImportSource hono/jsx */
// The inbox's page (docs/product.md#inbox): the search, the two lists, one page of messages and the
// links to the pages before and after. Everything works as plain links and forms.
import type { InboxMessage } from "../../messages/message-store.ts";
import { INBOX_PATH, PAGE_SIZE, queryOf, SEARCH_MAX_LENGTH } from "./inbox-view.ts";
import { type CardOptions, MessageCard } from "./message-card.tsx";

export const INBOX_TITLE = "Messages";
export const MAIL_OFF_TEXT = "Email is off: messages are kept here and not sent to you.";

export interface InboxPageData extends CardOptions {
  messages: InboxMessage[];
  /** Messages the view finds, over all its pages. */
  total: number;
  counts: { messages: number; spam: number };
  /** The fixed sentence of what was just done, if anything. */
  note?: string;
}

export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

function summaryOf({ view, total }: Pick<InboxPageData, "view" | "total">): string {
  const noun = view.list === "spam" ? "spam message" : "message";
  if (total === 0) return view.search ? `No ${noun}s match your search.` : view.list === "spam" ? "No spam." : "No messages yet.";
  const found = `${total} ${noun}${total === 1 ? "" : "s"}${view.search ? (total === 1 ? " matches" : " match") : ""}`;
  return `${found}${view.search ? " your search" : ""}, newest first. Page ${view.page} of ${pageCountOf(total)}.`;
}

function Lists({ view, counts }: Pick<InboxPageData, "view" | "counts">) {
  const lists = [
    { list: "messages", name: `Messages (${counts.messages})` },
    { list: "spam", name: `Spam (${counts.spam})` },
  ] as const;
  return (
    <nav class="inbox-lists" aria-label="Lists of messages">
      <ul>
        {lists.map(({ list, name }) => (
          <li key={list}>
            <a
              href={`${INBOX_PATH}${queryOf({ ...view, list, page: 1 })}`}
              aria-current={view.list === list ? "page" : undefined}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pages({ view, total }: Pick<InboxPageData, "view" | "total">) {
  const last = pageCountOf(total);
  if (last === 1 && view.page === 1) return null;
  return (
    <nav class="inbox-pages" aria-label="Pages of messages">
      {view.page > 1 && (
        <a rel="prev" href={`${INBOX_PATH}${queryOf({ ...view, page: Math.min(view.page - 1, last) })}`}>
          Newer
        </a>
      )}
      <span>{`Page ${view.page} of ${last}`}</span>
      {view.page < last && (
        <a rel="next" href={`${INBOX_PATH}${queryOf({ ...view, page: view.page + 1 })}`}>
          Older
        </a>
      )}
    </nav>
  );
}

export function InboxPage(data: InboxPageData) {
  const { view, messages, note, mailOn } = data;
  return (
    <>
      {note && (
        <p class="room-note" role="status">
          {note}
        </p>
      )}
      <search>
        <form class="room-search inbox-search" method="get" action={INBOX_PATH}>
          <label for="inbox-search">Search messages</label>
          <div class="inbox-search__row">
            <input id="inbox-search" type="search" name="q" value={view.search} maxlength={SEARCH_MAX_LENGTH} />
            {view.list === "spam" && <input type="hidden" name="show" value="spam" />}
            <button class="button" type="submit">
              Search
            </button>
          </div>
        </form>
      </search>
      <Lists view={view} counts={data.counts} />
      <p class="inbox-summary">
        {summaryOf(data)}
        {view.search && (
          <>
            {" "}
            <a href={`${INBOX_PATH}${queryOf({ ...view, search: "", page: 1 })}`}>Clear the search</a>
          </>
        )}
      </p>
      {!mailOn && <p class="room-muted">{MAIL_OFF_TEXT}</p>}
      {messages.length > 0 && (
        <ol class="room-cards inbox-list">
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} view={view} mailOn={mailOn} timeZone={data.timeZone} />
          ))}
        </ol>
      )}
      {messages.length === 0 && data.total > 0 && (
        <p>
          There are no messages on this page. <a href={`${INBOX_PATH}${queryOf({ ...view, page: 1 })}`}>Go to the first page</a>
        </p>
      )}
      <Pages view={view} total={data.total} />
    </>
  );
}
