import type { StoreConfig } from "../config.ts";
import { openPostgresViewTables } from "./postgres-view-tables.ts";
import { openSqliteViewTables } from "./sqlite-view-tables.ts";
import { DEFAULT_VIEW_SETTINGS, type ViewSettings, type ViewStore } from "./view-store.ts";
import { viewStoreOn } from "./view-store-core.ts";

/**
 * The views store in the same database as the messages, chosen as open-store.ts chooses: PostgreSQL
 * when DATABASE_URL is set, else `messages.sqlite` in DATA_DIR. `now` is the clock every method reads.
 */
export async function openViewStore(
  { databaseUrl, dataDir }: StoreConfig,
  settings: ViewSettings = DEFAULT_VIEW_SETTINGS,
  now: () => Date = () => new Date(),
  log: (line: string) => void = console.error,
): Promise<ViewStore> {
  const tables = databaseUrl ? await openPostgresViewTables(databaseUrl, log) : openSqliteViewTables(dataDir, log);
  return viewStoreOn(tables, settings, now);
}

/** The SQLite one, opened at once (the test app's, which is made without waiting). */
export function openSqliteViewStore(dataDir: string, now: () => Date, settings: ViewSettings = DEFAULT_VIEW_SETTINGS): ViewStore {
  return viewStoreOn(
    openSqliteViewTables(dataDir, () => {}),
    settings,
    now,
  );
}
