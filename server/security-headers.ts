import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { sitePathOf } from "./access/frame-address.ts";
import type { PageSources } from "./page-sources.ts";
import { isHttps, requestOriginOf } from "./request-origin.ts";
import type { TrustProxy } from "./trusted-proxies.ts";

function policy(directives: Record<string, string>): string {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`.trim())
    .join("; ");
}

/**
 * Pages: our own files only; inline scripts and styles only by their build-time hash (docs/decisions/006);
 * frames from our own origin and the design tools the page's prototype comes from (docs/decisions/013).
 * The site's pages may be framed by the site itself; the owner's room by nothing (`framedBy: "'none'"`).
 */
export function pagePolicy({ scripts, styles, frames }: PageSources, { framedBy = "'self'" } = {}): string {
  return policy({
    "default-src": "'self'",
    "script-src": ["'self'", ...scripts].join(" "),
    "style-src": ["'self'", ...styles].join(" "),
    "img-src": "'self' data:",
    "font-src": "'self'",
    "connect-src": "'self'",
    "manifest-src": "'self'",
    "frame-src": ["'self'", ...frames].join(" "),
    "frame-ancestors": framedBy,
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
  });
}

/**
 * Prototypes run their own files in a sandbox (also when opened in a tab of their own), and talk to nobody.
 * Sandboxed without allow-same-origin, the document's origin is opaque, and WebKit matches 'self'
 * against that (WebKit bug 316847), refusing the prototype's own files; so the site's origin is
 * named beside it.
 */
export function prototypePolicy(ownOrigin: string | undefined): string {
  const own = ownOrigin ? `'self' ${ownOrigin}` : "'self'";
  return policy({
    "default-src": "'none'",
    "script-src": own,
    "style-src": own,
    "img-src": `${own} data:`,
    "font-src": own,
    "form-action": "'none'",
    "frame-ancestors": "'self'",
    "base-uri": "'none'",
    sandbox: "allow-scripts allow-forms",
  });
}

/** API answers and plain files (an SVG opened on its own) run nothing. */
export const NOTHING_POLICY = policy({ "default-src": "'none'", "frame-ancestors": "'none'", sandbox: "" });

/**
 * Our scripts: a page ignores a script's own policy, but a worker (the contact form's proof of work)
 * runs under it. Sandboxed it would have an opaque origin and no Web Crypto; it loads nothing itself.
 */
export const SCRIPT_POLICY = policy({ "default-src": "'none'", "frame-ancestors": "'none'" });

// Loopback as a request names it (URL's host: lower case, IPv4 in full), with its port if any.
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;

/** The request names a loopback host: the owner's own machine, or a test. */
export function isLoopbackRequest(c: Context): boolean {
  return LOOPBACK_HOST.test(new URL(c.req.url).host);
}

/**
 * The origin a prototype names as its own: the one it was asked for when that is the site's
 * address or a loopback address (so a local server and development work), else the site's address.
 * Never any other Host a request sends.
 */
function ownOriginOf(c: Context, trustProxy: TrustProxy, siteOrigin: string | undefined): string | undefined {
  const asked = requestOriginOf(c, trustProxy);
  return asked === siteOrigin || LOOPBACK_HOST.test(new URL(c.req.url).host) ? asked : siteOrigin;
}

/**
 * The policy of an answer that is not a page, by its address. A page (the not-found page too, under
 * whatever address it is sent) carries its own, set where it is sent (app.ts), so it never gets the
 * policy of the file its address looks like.
 */
function policyFor(c: Context, trustProxy: TrustProxy, siteOrigin: string | undefined): string {
  // A private prototype's files keep their own policy under the frame's address (access/frame-address.ts).
  const path = sitePathOf(c.req.path);
  if (path.startsWith("/prototypes/") && path.endsWith(".html")) return prototypePolicy(ownOriginOf(c, trustProxy, siteOrigin));
  if (path.startsWith("/assets/") && path.endsWith(".js")) return SCRIPT_POLICY;
  return NOTHING_POLICY;
}

interface SecurityHeadersOptions {
  /** The site's public origin, written by the build (server/site-origin.ts); undefined where no site is served. */
  siteOrigin: string | undefined;
  /** 0 sends no Strict-Transport-Security. */
  hstsMaxAge: number;
  trustProxy: TrustProxy;
}

/** The headers every response carries (docs/product.md#security-headers), with the Content-Security-Policy chosen by what is sent. */
export function securityHeaders({ siteOrigin, hstsMaxAge, trustProxy }: SecurityHeadersOptions): MiddlewareHandler {
  const common = secureHeaders({
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    // Sent below, only over HTTPS, with our own max-age (Hono's default is under six months).
    strictTransportSecurity: false,
    // Sent below unless the answer set its own: the owner's room says DENY (server/owner/room-page.tsx).
    xFrameOptions: false,
    permissionsPolicy: {
      accelerometer: [],
      autoplay: [],
      camera: [],
      displayCapture: [],
      geolocation: [],
      gyroscope: [],
      magnetometer: [],
      microphone: [],
      payment: [],
      publickeyCredentialsGet: [],
      usb: [],
      browsingTopics: [],
    },
  });
  return async (c, next) => {
    await common(c, next);
    if (!c.res.headers.has("X-Frame-Options")) c.res.headers.set("X-Frame-Options", "SAMEORIGIN");
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", policyFor(c, trustProxy, siteOrigin));
      // A sandboxed prototype has an opaque origin, so its own script and styles count as cross-origin loads.
      if (sitePathOf(c.req.path).startsWith("/prototypes/")) c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
    }
    if (hstsMaxAge > 0 && isHttps(c, trustProxy)) {
      c.res.headers.set("Strict-Transport-Security", `max-age=${hstsMaxAge}; includeSubDomains`);
    }
  };
}
