// POST /api/views, the reading statistics' beacon (docs/product.md#reading-statistics). Answered 204
// once the view is committed, or when it is dropped on purpose (a bot, Do Not Track or Global Privacy
// Control, the owner's own browser, an address over its limits), so a script learns nothing from it;
// 400 with a JSON error for a body that is not a beacon or a path that is not one of the site's pages.
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_BEACON_BYTES } from "#src/features/reading-stats/beacon-fields.ts";
import type { Grant } from "../access/access-store.ts";
import { createLimitKeys } from "../messages/limit-key.ts";
import { senderAddressOf } from "../messages/sender-address.ts";
import { hasOwnerMarker } from "../owner/owner-marker.ts";
import { sameOriginPostsOnly } from "../request-origin.ts";
import type { TrustProxy } from "../trusted-proxies.ts";
import { createBeaconLimit } from "./beacon-limit.ts";
import { createDailyLimits, DAILY_LIMITS, type DailyLimitSettings } from "./daily-limits.ts";
import { createBotCheck } from "./known-bots.ts";
import { createStartsUnderWay } from "./starts-under-way.ts";
import { parseBeacon } from "./view-body.ts";
import type { ViewStore } from "./view-store.ts";

export interface ViewRoutesDeps {
  views: ViewStore;
  /** Whether `path` is one of the site's own pages, public or protected. */
  /**
   * Whether a view of `path` may be counted for this visitor: a page anyone can open, or a protected one
   * whose teaser shows anyone it exists or whose grant the visitor holds. A hidden (`teaser: false`)
   * case study is, to anyone else, as unknown as an address that is not a page (decision 016).
   */
  isPagePath: (path: string, grant: Grant | undefined) => boolean;
  /** Keys the limit's hashes of addresses (the store's rate-limit secret). */
  limitSecret: () => Promise<string>;
  trustProxy: TrustProxy;
  now?: () => Date;
  limit?: { max: number; windowMs: number };
  /** Views and new referrers and sources a day, per address group and from all (daily-limits.ts); DAILY_LIMITS unless given. */
  dailyLimits?: DailyLimitSettings;
  log?: (line: string) => void;
}

const TEXT_TYPES = /^(application\/json|text\/plain)\s*(;|$)/i;

/** The visitor asked not to be counted: Do Not Track or Global Privacy Control. */
export function asksNotToBeCounted(c: Context): boolean {
  return c.req.header("DNT") === "1" || c.req.header("Sec-GPC") === "1";
}

export function createViewRoutes({
  views,
  isPagePath,
  limitSecret,
  trustProxy,
  now = () => new Date(),
  limit,
  dailyLimits = DAILY_LIMITS,
  log = console.error,
}: ViewRoutesDeps) {
  const routes = new Hono<{ Variables: { grant?: Grant } }>();
  const limitKeyOf = createLimitKeys(limitSecret);
  const isWithinLimit = createBeaconLimit(() => now().getTime(), limit);
  const isBot = createBotCheck();
  const startsUnderWay = createStartsUnderWay();
  const limits = createDailyLimits(dailyLimits);
  // Said once each time the ceiling is reached, not for every view dropped past it.
  let isCeilingReported = false;
  const isAdmitted = (day: string, key: string) => {
    const verdict = limits.admitView(day, key);
    if (verdict === "site" && !isCeilingReported) {
      log(
        `Reading statistics: the ceiling of ${dailyLimits.siteViews} views stored a day was reached; further views are not counted until the day's count starts again.`,
      );
    }
    isCeilingReported = verdict === "site";
    return verdict === "stored";
  };
  const tooLarge = (c: Context) => c.json({ success: false, error: `A beacon is at most ${MAX_BEACON_BYTES} bytes.` }, 413);
  const countingLimit = bodyLimit({ maxSize: MAX_BEACON_BYTES, onError: tooLarge });

  return routes.post(
    "/views",
    // Another site's page cannot send beacons in a visitor's name (sendBeacon sends Origin).
    sameOriginPostsOnly(trustProxy),
    // Judged from Content-Length when declared, as the message route does (body-size-limit.ts): cheaper.
    async (c, next) => {
      const declared = c.req.header("Content-Length");
      if (declared === undefined || c.req.header("Transfer-Encoding") !== undefined) return countingLimit(c, next);
      if (Number(declared) > MAX_BEACON_BYTES) return tooLarge(c);
      await next();
    },
    async (c) => {
      if (!TEXT_TYPES.test(c.req.header("Content-Type") ?? "")) {
        return c.json({ success: false, error: "Send the beacon as JSON (text/plain or application/json)." }, 415);
      }
      const parsed = parseBeacon(await c.req.text());
      if (!parsed.ok) return c.json({ success: false, error: parsed.error }, 400);
      const { beacon } = parsed;
      // Its update, if sent right behind it, waits until this start has ended (starts-under-way.ts).
      const endStart = beacon.kind === "start" ? startsUnderWay.begin(beacon.view) : undefined;
      try {
        if (beacon.kind === "start" && !isPagePath(beacon.path, c.get("grant"))) {
          return c.json({ success: false, error: "The beacon's path is not a page of this site." }, 400);
        }
        const userAgent = c.req.header("User-Agent") ?? "";
        // A bot is known at its view's start, which is then never stored, so its updates change nothing.
        // An update is not judged by its own User-Agent: a page's last beacon, sent once a full navigation
        // has begun, may leave without the page's own (docs/decisions/023-a-view-is-judged-at-its-start.md).
        const isBotStart = beacon.kind === "start" && (userAgent === "" || isBot(userAgent));
        if (asksNotToBeCounted(c) || isBotStart || hasOwnerMarker(c)) return c.body(null, 204);
        const address = senderAddressOf(c, trustProxy);
        const key = await limitKeyOf(address);
        if (!isWithinLimit(key)) return c.body(null, 204);
        if (beacon.kind === "update") {
          await startsUnderWay.ended(beacon.view);
          await views.record({ kind: "update", id: beacon.view, seconds: beacon.seconds, depth: beacon.depth });
          return c.body(null, 204);
        }
        // docs/decisions/017-reading-statistics.md: a view through a share link keeps the link, so its label.
        const grant = c.get("grant");
        const linkId = grant?.kind === "link" ? grant.linkId : undefined;
        const known = await views.knownEntries();
        // A share link's reader has the link's own allowance, never their address's: the person the owner
        // invited is counted even when a whole office reads from one address (docs/product.md#reading-statistics).
        if (!isAdmitted(known.day, linkId === undefined ? key : `link ${linkId}`)) return c.body(null, 204);
        const { view: id, path } = beacon;
        const entryOf = (kind: "referrers" | "sources", value: string | undefined) =>
          value === undefined ? undefined : limits.entryOf(known.day, key, kind, value, known[kind]);
        const referrerHost = entryOf("referrers", beacon.referrer);
        const source = entryOf("sources", beacon.source);
        await views.record({ kind: "start", id, path, referrerHost, source, linkId, address, userAgent });
        return c.body(null, 204);
      } finally {
        endStart?.();
      }
    },
  );
}
