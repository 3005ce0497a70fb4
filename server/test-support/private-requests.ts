// Requests a visitor's browser sends to private work, for the server's tests of it.
import type { Hono } from "hono";
import { PROOF_HEADER } from "#src/lib/proof-of-work/proof-fields.ts";
import type { AccessStore } from "../access/access-store.ts";
import { SESSION_COOKIE } from "../access/session-cookie.ts";
import { solveProofFrom } from "./solve-proof.ts";

/** A browser's top-level navigation, as Chromium sends it. */
export const BROWSER = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Site": "none",
};

export const SAME_ORIGIN = { Origin: "http://localhost" };

/** Status, headers (but the date) and body: what must be the same for two answers to tell nothing apart. */
export async function answerOf(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== "date"));
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()).toString("base64") };
}

export function cookieHeader(id: string): { Cookie: string } {
  return { Cookie: `${SESSION_COOKIE}=${id}` };
}

/** The Set-Cookie lines of the session's own cookie (the readable hint beside it left out). */
export function sessionCookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

/** The session id a response sets, or undefined. */
export function sessionIdSetBy(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  const value = line?.slice(SESSION_COOKIE.length + 1).split(";")[0];
  return value || undefined;
}

export function unlockJson(app: Hono, body: unknown, headers: Record<string, string> = {}) {
  return app.request("/api/access/unlock", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...SAME_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

/** A try as the teaser's script sends it: JSON with a proof of work, solved now from the app's challenge. */
export async function unlockWithProof(app: Hono, body: unknown, headers: Record<string, string> = {}) {
  return unlockJson(app, body, { [PROOF_HEADER]: await solveProofFrom(app), ...headers });
}

export function unlockForm(app: Hono, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.request("/api/access/unlock", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...SAME_ORIGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A test app made with `withPrivateWork`, whose access store is then always there. */
export function withAccess<T extends { access?: AccessStore }>(testApp: T): T & { access: AccessStore } {
  const { access } = testApp;
  if (!access) throw new Error("Make the test app with withPrivateWork: true.");
  return { ...testApp, access };
}

/** The id of a session opened by a new link to `only` (the owner's "Board review" link). */
export async function linkSessionId(access: AccessStore, only: string[]): Promise<string> {
  const link = await access.createLink({ label: "Board review", only });
  return (await access.startSession({ kind: "link", linkId: link.id }))?.id ?? "";
}

/** What a request for a private prototype's `page` with the session's cookie gets, and the path of the frame address it names. */
export async function frameRedirectOf(app: Hono, page: string, sessionId: string) {
  const redirect = await app.request(page, { headers: cookieHeader(sessionId) });
  return { redirect, address: new URL(redirect.headers.get("Location") ?? "", "http://localhost").pathname };
}
