// Which part of the inbox the owner looks at (docs/product.md#inbox): the search, the page and the
// list (messages, or the honeypot's spam), read from the address's query and checked there, and
// written back into every address the page links or posts to, so an action lands where it was made.
import type { MessageFilter } from "../../messages/message-store.ts";
import { ROOM_PATH } from "../owner-session.ts";

export const INBOX_PATH = `${ROOM_PATH}/messages`;
export const PAGE_SIZE = 50;
export const SEARCH_MAX_LENGTH = 200;
// Far past any real inbox: keeps OFFSET, and the page number shown, within reason.
const PAGE_MAX = 100_000;

export interface InboxView {
  /** The search, trimmed; "" for none. */
  search: string;
  /** From 1. */
  page: number;
  list: "messages" | "spam";
}

export const PAGE_NUMBER_ERROR = "The page must be a whole number from 1.";
export const SEARCH_TOO_LONG_ERROR = `Search for at most ${SEARCH_MAX_LENGTH} characters.`;
export const NO_SUCH_LIST_ERROR = "There is no such list of messages.";

/** The view a query asks for, or the sentence saying what is wrong with it. */
export function readInboxView(query: URLSearchParams): InboxView | { error: string } {
  const search = (query.get("q") ?? "").trim();
  if (search.length > SEARCH_MAX_LENGTH) return { error: SEARCH_TOO_LONG_ERROR };
  const page = query.get("page") ?? "1";
  if (!/^[1-9][0-9]{0,5}$/.test(page) || Number(page) > PAGE_MAX) return { error: PAGE_NUMBER_ERROR };
  const list = query.get("show") ?? "messages";
  if (list !== "messages" && list !== "spam") return { error: NO_SUCH_LIST_ERROR };
  return { search, page: Number(page), list };
}

/** What the store is asked for the view, without its page. */
export function filterOf({ search, list }: InboxView): MessageFilter {
  return list === "spam" ? { status: "spam", search } : { withoutSpam: true, search };
}

/** The view's query string ("" or "?q=…"), with only what differs from the first page of messages. */
export function queryOf({ search, page, list }: InboxView, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  if (search) query.set("q", search);
  if (list === "spam") query.set("show", list);
  if (page > 1) query.set("page", String(page));
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : "";
}

export const FIRST_VIEW: InboxView = { search: "", page: 1, list: "messages" };
