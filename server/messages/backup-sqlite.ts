import { existsSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "./sqlite-driver.ts";

/**
 * Copies the SQLite store to `destination` with SQLite's online backup API: safe while the server
 * runs and writes (a plain file copy could catch a half-written page or miss the WAL).
 */
export async function backupSqliteStore(dataDir: string, destination: string): Promise<void> {
  const source = path.join(dataDir, "messages.sqlite");
  if (!existsSync(source)) throw new Error(`No message store at ${source}: nothing to back up.`);
  if (existsSync(destination)) throw new Error(`${destination} already exists; choose a new file name.`);
  const db = openDatabase(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(destination);
  } finally {
    db.close();
  }
}
