import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";

/**
 * What the site answers when a route throws: an answer a middleware chose on purpose (the CSRF check's
 * 403) as it is; anything else logged, and a 500 in the API's JSON shape that says nothing of the cause.
 */
export function siteErrorHandler(logError: (error: unknown) => void): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    logError(error);
    return c.json({ success: false, error: "Something went wrong on the server. Please try again later." }, 500);
  };
}
