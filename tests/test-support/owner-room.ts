// The owner's room as the browser tests meet it, on the at-scale site's server (playwright.config.ts):
// the owner's `npm run access -- owner-password`, done by the test, then signing in as the owner does.
import path from "node:path";
import type { Page } from "@playwright/test";
import { openOwnerStore } from "#server/owner/open-owner-store.ts";
import { TEST_OWNER_PASSWORD } from "#server/test-support/owner-room-session.ts";

export { TEST_OWNER_PASSWORD };

/** The at-scale server's store (playwright.config.ts). */
export const AT_SCALE_STORE = { dataDir: path.join(process.env.E2E_DATA_DIR ?? "", "at-scale"), databaseUrl: undefined };

/**
 * Sets the owner password once for every spec (setting it again would end the other specs' sessions).
 */
export async function ensureOwnerPassword(): Promise<void> {
  const owner = await openOwnerStore(AT_SCALE_STORE);
  try {
    if (!(await owner.hasPassword())) await owner.setPassword(TEST_OWNER_PASSWORD);
  } finally {
    await owner.close();
  }
}

/** Opens `roomPath`, signs in on the page it leads to, and waits until the room page is shown. */
export async function signInToRoom(page: Page, roomPath = "/owner"): Promise<void> {
  await page.goto(roomPath);
  await page.getByLabel("Password").fill(TEST_OWNER_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/owner/sign-in"));
}
