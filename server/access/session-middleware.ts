// Who a request is, for private work: the grant of its session cookie, or none. A request without the
// cookie (nearly every visitor) never reaches the database (docs/decisions/016-private-work.md).
import type { Context, MiddlewareHandler } from "hono";
import type { TrustProxy } from "../trusted-proxies.ts";
import { hashSecret, isSecretHash, isSecretShaped } from "./access-secrets.ts";
import type { AccessStore, Grant, Scope } from "./access-store.ts";
import { clearSessionCookie, readSessionCookie } from "./session-cookie.ts";

/** A session withdrawn on another server sharing the database is refused here at most this long after. */
export const SESSION_CACHE_MS = 5000;
// Random ids that look well formed each take a place; the oldest go first past this many.
const MAX_CACHED = 10_000;

export type SessionVariables = {
  /** The live session's grant; undefined for an anonymous request. */
  grant: Grant | undefined;
  /** The live session's id, for the lock to end it. */
  sessionId: string | undefined;
};

/** Whether `scope` opens the protected case study `slug`. */
export function scopeCovers(scope: Scope, slug: string): boolean {
  return scope === "all" || scope.includes(slug);
}

/** Whether `grant` opens any of `slugs`. */
export function grantCovers(grant: Grant | undefined, slugs: readonly string[]): boolean {
  return grant !== undefined && slugs.some((slug) => scopeCovers(grant.scope, slug));
}

export interface SessionReader {
  middleware: MiddlewareHandler<{ Variables: SessionVariables }>;
  /** The live grant of the session whose id hashes to `idHash` (a private frame's address names it so). */
  grantOfHash(idHash: string): Promise<Grant | undefined>;
  /** Drops a session this server ended, so it is refused here at once rather than after the cache. */
  forget(id: string): void;
}

export function createSessionReader(access: AccessStore, trustProxy: TrustProxy, now: () => Date): SessionReader {
  // By the id's hash, which the cookie and a frame's address both lead to.
  const cache = new Map<string, { grant: Grant | undefined; checkedAt: number }>();

  async function grantOfHash(idHash: string): Promise<Grant | undefined> {
    if (!isSecretHash(idHash)) return undefined;
    const at = now().getTime();
    const cached = cache.get(idHash);
    let grant = cached?.grant;
    if (!cached || at - cached.checkedAt >= SESSION_CACHE_MS || at < cached.checkedAt) {
      grant = await access.findSessionByHash(idHash);
      cache.delete(idHash);
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value ?? "");
      cache.set(idHash, { grant, checkedAt: at });
    }
    // A session that ended while cached is over now, not up to 5 s later.
    return grant && grant.expiresAt.getTime() > at ? grant : undefined;
  }

  const middleware: MiddlewareHandler<{ Variables: SessionVariables }> = async (c: Context, next) => {
    const id = readSessionCookie(c);
    c.set("grant", undefined);
    c.set("sessionId", undefined);
    if (id === undefined) return next();
    // A malformed id is anonymous without a lookup; an unknown or ended one too, and either is cleared.
    const grant = isSecretShaped(id) ? await grantOfHash(hashSecret(id)) : undefined;
    if (grant) {
      c.set("grant", grant);
      c.set("sessionId", id);
    } else {
      clearSessionCookie(c, trustProxy);
    }
    await next();
  };
  return { middleware, grantOfHash, forget: (id) => void cache.delete(hashSecret(id)) };
}
