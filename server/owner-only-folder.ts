// Folders only the server's user may read: DATA_DIR (server/messages/data-folder.ts) and the build's
// private work, build/private (server/access/private-folder.ts), which the build writes this way too
// (pipeline/build/separate-private-work.ts). One way to make them so, for all three.
import { chmodSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;
const GROUP_AND_OTHERS = 0o077;

export interface Tightened {
  /** The folders that lost group and others' access, `dir` itself first when it did. */
  folders: string[];
  /** The files that did, relative to `dir`, sorted. */
  files: string[];
}

/**
 * Takes group and others' access from `dir` and the files in it, and with `recursive` from every
 * folder and file below it too: a folder left 0755 becomes 0700, a file 0644 0600; the owner's own
 * bits (a read-only file) stay. Links are never followed: what one points to may lie outside `dir`.
 * Throws on the first folder or file it cannot change (another user's, a read-only mount).
 */
export function makeOwnerOnly(dir: string, { recursive = false } = {}): Tightened {
  const tightened: Tightened = { folders: removeGroupAndOthers(dir) ? [dir] : [], files: [] };
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isFile() && removeGroupAndOthers(file)) tightened.files.push(path.relative(dir, file));
      if (entry.isDirectory() && recursive) {
        if (removeGroupAndOthers(file)) tightened.folders.push(file);
        visit(file);
      }
    }
  };
  visit(dir);
  tightened.files.sort();
  return tightened;
}

/** True when it changed. */
function removeGroupAndOthers(file: string): boolean {
  const mode = statSync(file).mode & 0o777;
  if ((mode & GROUP_AND_OTHERS) === 0) return false;
  chmodSync(file, mode & ~GROUP_AND_OTHERS);
  return true;
}
