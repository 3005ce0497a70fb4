import { OWNER_SESSION_COOKIE } from "../owner/owner-session.ts";
import type { OwnerStore } from "../owner/owner-store.ts";

export const TEST_OWNER_PASSWORD = "the owner's own passphrase";

/**
 * Sets the owner password when unset (from the test file's shared hash of it, create-test-app.ts) and
 * opens a session as signing in does; returns its Cookie header.
 */
export async function ownerSessionCookie({
  owner,
  setOwnerPassword,
}: {
  owner: OwnerStore | undefined;
  setOwnerPassword(password: string): Promise<void>;
}): Promise<string> {
  if (!owner) throw new Error("Make the test app with withOwnerRoom: true.");
  if (!(await owner.hasPassword())) await setOwnerPassword(TEST_OWNER_PASSWORD);
  const session = await owner.startSession(await owner.checkPassword(TEST_OWNER_PASSWORD));
  if (!session) throw new Error("The owner store started no session.");
  return `${OWNER_SESSION_COOKIE}=${session.id}`;
}

/** The headers of a same-origin form post from the room, as a browser sends them. */
export function roomPostHeaders(cookie: string): Record<string, string> {
  return { Cookie: cookie, Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" };
}
