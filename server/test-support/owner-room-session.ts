import { OWNER_SESSION_COOKIE } from "../owner/owner-session.ts";
import type { OwnerStore } from "../owner/owner-store.ts";

export const TEST_OWNER_PASSWORD = "the owner's own passphrase";

/** Sets the owner password (when unset) and opens a session as signing in does; returns its Cookie header. */
export async function ownerSessionCookie(owner: OwnerStore): Promise<string> {
  if (!(await owner.hasPassword())) await owner.setPassword(TEST_OWNER_PASSWORD);
  const session = await owner.startSession(await owner.checkPassword(TEST_OWNER_PASSWORD));
  if (!session) throw new Error("The owner store started no session.");
  return `${OWNER_SESSION_COOKIE}=${session.id}`;
}

/** The headers of a same-origin form post from the room, as a browser sends them. */
export function roomPostHeaders(cookie: string): Record<string, string> {
  return { Cookie: cookie, Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" };
}
