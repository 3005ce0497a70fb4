import type { Context, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_BODY_BYTES, MAX_FORM_BODY_BYTES } from "#src/features/contact/contact-fields.ts";
import { isFormPost } from "./request-content-type.ts";

/**
 * Hono's bodyLimit first reads `c.req.raw.body`, which makes @hono/node-server build a web Request
 * and stream for every post; under load that cost the route more than half its throughput. A post
 * that declares its length (Node's HTTP parser then reads no more than that) is judged from the
 * header, as bodyLimit itself would; only a body sent in chunks goes through bodyLimit's counting.
 * A form post gets twice the room of JSON: its encoding triples every byte outside ASCII.
 */
export function limitBodySize(onTooLarge: (c: Context) => Response) {
  const countingLimits = {
    json: bodyLimit({ maxSize: MAX_BODY_BYTES, onError: onTooLarge }),
    form: bodyLimit({ maxSize: MAX_FORM_BODY_BYTES, onError: onTooLarge }),
  };
  return async (c: Context, next: Next) => {
    const isForm = isFormPost(c);
    const declared = c.req.header("Content-Length");
    if (declared === undefined || c.req.header("Transfer-Encoding") !== undefined) {
      return countingLimits[isForm ? "form" : "json"](c, next);
    }
    if (Number(declared) > (isForm ? MAX_FORM_BODY_BYTES : MAX_BODY_BYTES)) return onTooLarge(c);
    await next();
  };
}
