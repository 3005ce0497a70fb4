import type { StoreConfig } from "#server/config.ts";
import { describePostgresUrl } from "#server/messages/postgres-store.ts";
import { openOwnerStore } from "#server/owner/open-owner-store.ts";
import { readNewPassword } from "./read-password.ts";

/** `npm run access -- owner-password`: sets the room's password from standard input; returns what to print. */
export async function setOwnerPassword(config: StoreConfig): Promise<string> {
  // Read before the store opens: a cancelled prompt leaves nothing half done.
  const password = await readNewPassword("Owner password");
  const store = await openOwnerStore(config).catch((error: unknown) => {
    const place = config.databaseUrl ? `PostgreSQL ${describePostgresUrl(config.databaseUrl)}` : config.dataDir;
    throw new Error(`Could not open the store in ${place}: ${(error as Error).message}`);
  });
  try {
    await store.setPassword(password);
  } finally {
    await store.close();
  }
  return "The owner password is set: sign in at /owner. Every earlier session of the room has ended.";
}
