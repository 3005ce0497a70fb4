import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { createOwnerOnlyFile } from "./data-folder.ts";
import { openDatabase } from "./sqlite-driver.ts";

/**
 * Copies the SQLite store to `destination` with SQLite's online backup API: safe while the server
 * runs and writes (a plain file copy could catch a half-written page or miss the WAL). The copy is
 * its owner's alone, as the store is (data-folder.ts): it holds the same secrets.
 */
export async function backupSqliteStore(dataDir: string, destination: string): Promise<void> {
  const source = path.join(dataDir, "messages.sqlite");
  if (!existsSync(source)) throw new Error(`No message store at ${source}: nothing to back up.`);
  const db = openDatabase(source, { readonly: true, fileMustExist: true });
  try {
    createDestination(destination);
    await db.backup(destination).catch((error: unknown) => {
      rmSync(destination, { force: true });
      throw error;
    });
  } finally {
    db.close();
  }
}

/** Made here, empty and 0600, before SQLite writes into it (SQLite would create it 0644); never over an existing file. */
function createDestination(destination: string): void {
  try {
    createOwnerOnlyFile(destination, { mustBeNew: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      throw new Error(`${destination} already exists; choose a new file name.`);
    }
    throw error;
  }
}
