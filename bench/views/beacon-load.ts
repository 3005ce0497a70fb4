// Beacons as many readers send them, for the views bench: each connection starts a view, then sends
// its update, again and again, each view from an address of its own among many (X-Forwarded-For
// behind TRUST_PROXY), so the per-address limit does not stand in the way and every beacon is stored.
import { randomUUID } from "node:crypto";
import { type HttpRequest, runAutocannon } from "../common/autocannon.ts";
import type { LoadResult } from "../common/load-result.ts";

export const BEACON_PAGE = "/case-studies/appointment-booking-recipient-cards";
// 20,000 addresses: at 10,000 beacons a second for 30 s, 15 a minute each, well under the limit's 120,
// and under 10 views each in a run, well under the 100 a day (src/lib/statistics-bounds.ts).
const ADDRESSES = 20_000;

let next = 0;
/** A current Chrome's: a browser isbot lets through, so every beacon is stored. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** One of ADDRESSES addresses, in turn. */
export function beaconAddressOf(index: number): string {
  const n = index % ADDRESSES;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function beaconRequest(origin: string, make: (context: Record<string, unknown>) => object): HttpRequest {
  const headers = {
    "content-type": "text/plain;charset=UTF-8",
    origin,
    "user-agent": BROWSER_USER_AGENT,
  };
  return {
    method: "POST",
    path: "/api/views",
    headers: { ...headers },
    // Kept cheap: the load generator shares the machine's two cores with the server.
    setupRequest: (request, context) => {
      request.body = JSON.stringify(make(context));
      (request.headers as Record<string, string>)["x-forwarded-for"] = String(context.address);
      return request;
    },
  };
}

/** Start and update in turn on every connection, for `durationSeconds`. */
export function runBeaconLoad(url: string, connections: number, durationSeconds: number): Promise<LoadResult> {
  const origin = new URL(url).origin;
  const start = beaconRequest(origin, (context) => {
    context.view = randomUUID();
    context.address = beaconAddressOf(next++);
    return { kind: "start", view: context.view, path: BEACON_PAGE, referrer: "www.linkedin.com" };
  });
  const update = beaconRequest(origin, (context) => ({ kind: "update", view: context.view, seconds: 42, depth: 80 }));
  return runAutocannon(url, { name: "POST /api/views (start, then update)", requests: [start, update] }, connections, {
    durationSeconds,
  });
}
