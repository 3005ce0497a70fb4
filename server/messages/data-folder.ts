// The SQLite store's folder (DATA_DIR) is readable by its owner alone: it holds the messages, the
// senders' address hashes and the secrets in the database, the proof-of-work key among them, and
// whoever reads that key can mint proofs (docs/product.md#security).
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import { FILE_MODE, FOLDER_MODE, makeOwnerOnly } from "../owner-only-folder.ts";

/**
 * Creates `dataDir` owner-only (0700), or makes an existing one so: a folder from a version that
 * made it 0755 and its files 0644, or a container volume. Only the folder and the files directly in
 * it are changed, never what a link points to (it may lie outside DATA_DIR); a subfolder (the dev
 * store's DATA_DIR/dev) is out of others' reach behind this one, and its own store tightens it.
 * Says what it changed in one line, so an upgraded site logs it once.
 */
export function prepareDataFolder(dataDir: string, log: (line: string) => void): void {
  // mkdir's mode passes through the umask, which may narrow it: a new folder is set exactly.
  if (mkdirSync(dataDir, { recursive: true, mode: FOLDER_MODE }) !== undefined) chmodSync(dataDir, FOLDER_MODE);
  const { folders, files } = makeOwnerOnly(dataDir);
  if (folders.length > 0 || files.length > 0) {
    const listed = files.length > 0 ? ` and ${files.join(", ")} to 0600` : "";
    log(`Made the data folder ${dataDir} owner-only (the folder to 0700${listed}): other local users could read it.`);
  }
}

/**
 * Creates `file` (when missing) readable and writable by its owner alone, whatever the umask, so
 * what SQLite opens in it next inherits that: SQLite gives the -wal and -shm files it makes later
 * the database file's own mode. Throws EEXIST when `mustBeNew` and the file is there.
 */
export function createOwnerOnlyFile(file: string, { mustBeNew = false } = {}): void {
  let fd: number;
  try {
    fd = openSync(file, "wx", FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST" && !mustBeNew) return;
    throw error;
  }
  closeSync(fd);
  chmodSync(file, FILE_MODE);
}
