import type { StoreConfig } from "../config.ts";
import type { OwnerStore } from "./owner-store.ts";
import { ownerStoreOn } from "./owner-store-core.ts";
import { openPostgresOwnerTables } from "./postgres-owner-tables.ts";
import { openSqliteOwnerTables } from "./sqlite-owner-tables.ts";

/** The owner store in the same database as the messages, chosen as open-store.ts chooses. */
export async function openOwnerStore(
  { databaseUrl, dataDir }: StoreConfig,
  now: () => Date = () => new Date(),
  log: (line: string) => void = console.error,
): Promise<OwnerStore> {
  const tables = databaseUrl ? await openPostgresOwnerTables(databaseUrl, log) : openSqliteOwnerTables(dataDir, log);
  return ownerStoreOn(tables, now);
}
