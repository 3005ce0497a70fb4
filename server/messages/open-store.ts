import type { StoreConfig } from "../config.ts";
import type { MessageStore } from "./message-store.ts";
import { describePostgresUrl, openPostgresStore } from "./postgres-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";

export interface OpenedStore {
  store: MessageStore;
  kind: "sqlite" | "postgresql";
  /** Where the messages are, for a log line: the folder, or the database without its password. */
  place: string;
}

/**
 * The one place the store is chosen, for the server, the dev server and `npm run messages`:
 * PostgreSQL when DATABASE_URL is set, shared by several servers (decision 007); else the SQLite file in DATA_DIR.
 */
export async function openStore({ databaseUrl, dataDir }: StoreConfig): Promise<OpenedStore> {
  if (databaseUrl) {
    return {
      store: await openPostgresStore(databaseUrl),
      kind: "postgresql",
      place: `PostgreSQL ${describePostgresUrl(databaseUrl)}`,
    };
  }
  return { store: openSqliteStore(dataDir), kind: "sqlite", place: dataDir };
}
