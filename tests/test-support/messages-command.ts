import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

/**
 * `npm run messages` (tsx scripts/messages.ts) as the owner runs it, in a process of its own on the
 * SQLite store in `dataDir`: what it printed, as bytes, exactly as a terminal would receive them.
 */
export async function runMessagesCommand(dataDir: string, ...args: string[]): Promise<Buffer> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/messages.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "buffer",
  });
  return stdout;
}
