import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { wantsPage } from "./messages/request-content-type.ts";
import { type AnswerWithPage, HOME_LINK, type SiteMessage } from "./site-message-page.ts";

export const SERVER_ERROR_TITLE = "Something went wrong on the server.";
export const SERVER_ERROR_TEXT = "Please try again later.";
export const SERVER_ERROR_MESSAGE: SiteMessage = {
  title: SERVER_ERROR_TITLE,
  text: SERVER_ERROR_TEXT,
  link: HOME_LINK,
};

/**
 * What the site answers when a route throws: an answer a middleware chose on purpose (the CSRF check's
 * 403) as it is; anything else logged, and a 500 that says nothing of the cause: in the API's JSON
 * shape, or as `errorPage`'s page for a browser's navigation or form (docs/decisions/021-server-written-pages.md).
 */
export function siteErrorHandler(logError: (error: unknown) => void, errorPage: AnswerWithPage): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    logError(error);
    if (wantsPage(c)) return errorPage(c);
    return c.json({ success: false, error: `${SERVER_ERROR_TITLE} ${SERVER_ERROR_TEXT}` }, 500);
  };
}
