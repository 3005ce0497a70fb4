import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Runs `use` with a fresh folder under the system temp folder and removes it afterwards, whatever happens. */
export async function withTempDir<T>(prefix: string, use: (dir: string) => Promise<T> | T): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-${prefix}-`));
  try {
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
