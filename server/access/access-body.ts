// The bodies of the unlock and lock posts: an ordinary form (the teaser's form, the lock button without
// JavaScript) or JSON from the page's script. Small: a password is at most 1,000 characters.
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { FORM_TYPE, JSON_TYPE } from "../messages/request-content-type.ts";

/** 1,000 characters of up to 4 bytes, each byte percent-encoded (3 characters) in a form, and room for the rest. */
export const MAX_ACCESS_BODY_BYTES = 16 * 1024;

export type AccessBody = { ok: true; fields: Record<string, unknown> } | { ok: false; status: 400 | 415; error: string };

export const TOO_LARGE_TEXT = "The request is too large.";

/** A refused post, answered by the route: JSON for a script, a page for a browser's form. */
export type RefuseAccess = (c: Context, status: 400 | 403 | 413 | 415 | 429, text: string) => Response | Promise<Response>;

export function limitAccessBody(refuse: RefuseAccess) {
  return bodyLimit({ maxSize: MAX_ACCESS_BODY_BYTES, onError: (c) => refuse(c, 413, TOO_LARGE_TEXT) });
}

export async function readAccessBody(c: Context): Promise<AccessBody> {
  const type = c.req.header("Content-Type") ?? "";
  if (FORM_TYPE.test(type)) return { ok: true, fields: await c.req.parseBody() };
  if (!JSON_TYPE.test(type)) {
    return { ok: false, status: 415, error: "Please send a form or JSON (Content-Type: application/json)." };
  }
  try {
    const value: unknown = await c.req.json();
    if (typeof value === "object" && value !== null && !Array.isArray(value))
      return { ok: true, fields: value as Record<string, unknown> };
  } catch {
    // Said below.
  }
  return { ok: false, status: 400, error: "The request body is not a JSON object." };
}
