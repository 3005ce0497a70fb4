// How a post to the message route is sent: JSON from the page's script, or an ordinary form post when
// JavaScript is off (docs/product.md#message-api). The route answers the two differently, and its body
// limit gives a form more room, so both ask the same question here.
import type { Context } from "hono";

export const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;
export const JSON_TYPE = /^application\/json\s*(;|$)/i;

export function isFormPost(c: Context) {
  return FORM_TYPE.test(c.req.header("Content-Type") ?? "");
}

/**
 * The browser shows the answer as a page: a plain form's post (above), or any navigation the browser
 * names as one, such as a form of another encoding (multipart, text/plain). Its refusals are pages of
 * the site (server/site-message-page.ts); a script's JSON, or a client that is not a browser, keeps
 * the answers it has always had.
 */
export function wantsPage(c: Context) {
  return isFormPost(c) || c.req.header("Sec-Fetch-Mode") === "navigate";
}
