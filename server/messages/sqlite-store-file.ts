import path from "node:path";
import { createOwnerOnlyFile, prepareDataFolder } from "./data-folder.ts";
import { type Database, openDatabase } from "./sqlite-driver.ts";

/**
 * The store's file, `messages.sqlite` in `dataDir`, opened as every user of it needs it: the folder and
 * the file owner-only, WAL, and FULL sync (a commit is on disk before it returns, so an answered message
 * or a withdrawn link survives a crash or power loss). The server, `npm run messages` and `npm run access`
 * write the same file: each waits its turn (busy_timeout).
 */
export function openStoreFile(dataDir: string, log: (line: string) => void): Database {
  prepareDataFolder(dataDir, log);
  const file = path.join(dataDir, "messages.sqlite");
  createOwnerOnlyFile(file);
  const db = openDatabase(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  return db;
}
