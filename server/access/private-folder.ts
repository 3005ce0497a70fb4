// build/private holds protected work (docs/decisions/016-private-work.md): the build writes it its
// owner's alone (pipeline/build/separate-private-work.ts), and the server makes an older or copied one
// so at start, as it does DATA_DIR (server/messages/data-folder.ts), through the same code.
import { existsSync } from "node:fs";
import { makeOwnerOnly } from "../owner-only-folder.ts";
import { privateDirOf } from "./private-output.ts";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * Takes group and others' access from build/private beside `clientDir`, every folder and file in it,
 * and says what it changed in one line. Where it cannot (the folder is another user's, or on a
 * read-only disk) it says so in one line and the server starts all the same: it can still serve what
 * it can read, and stopping would take the public site down with it (docs/product.md#serving-private-work).
 */
export function preparePrivateFolder(buildDir: string, log: (line: string) => void): void {
  const dir = privateDirOf(buildDir);
  if (!existsSync(dir)) return;
  try {
    const { folders, files } = makeOwnerOnly(dir, { recursive: true });
    if (folders.length === 0 && files.length === 0) return;
    const changed = `${plural(folders.length, "folder")} to 0700 and ${plural(files.length, "file")} to 0600`;
    log(`Made the private work folder ${dir} owner-only (${changed}): other local users could read protected work.`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(
      `Could not make the private work folder ${dir} owner-only (${reason}): other local users may read protected work. Give build/ to the user the server runs as, or build as that user.`,
    );
  }
}
