import type { StoreConfig } from "../config.ts";
import type { AccessStore } from "./access-store.ts";
import { accessStoreOn } from "./access-store-core.ts";
import { openPostgresAccessTables } from "./postgres-access-tables.ts";
import { openSqliteAccessTables } from "./sqlite-access-tables.ts";

/**
 * The access store in the same database as the messages, chosen as open-store.ts chooses: PostgreSQL
 * when DATABASE_URL is set, else `messages.sqlite` in DATA_DIR. `now` is the clock every method reads.
 */
export async function openAccessStore(
  { databaseUrl, dataDir }: StoreConfig,
  now: () => Date = () => new Date(),
  log: (line: string) => void = console.error,
): Promise<AccessStore> {
  const tables = databaseUrl ? await openPostgresAccessTables(databaseUrl, log) : openSqliteAccessTables(dataDir, log);
  return accessStoreOn(tables, now);
}
