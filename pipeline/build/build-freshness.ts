// Whether build/ is current for the content it is about to be served from (scripts/build-if-stale.ts).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What the build is made from, under the project root; the content folder in use is added to these. */
const BUILD_SOURCES = [
  "src",
  "content",
  "public",
  "pipeline",
  "vite.config.ts",
  "react-router.config.ts",
  // The compiled server and messages command (vite.server.config.ts).
  "server",
  "scripts/messages.ts",
  "scripts/messages",
  "vite.server.config.ts",
  // The owner's room's script and stylesheet (its src/ files are above).
  "vite.owner.config.ts",
  "scripts/access.ts",
  "scripts/access",
];

/** Beside the client folder, so it is never served. */
const stampFileOf = (buildDir: string) => path.join(buildDir, "built-from.json");

/**
 * Records which content folder a finished build was made from. The benchmark builds generated case
 * studies (CONTENT_DIR); such a build, left behind by an interrupted run, must not be served as the site.
 * Written by the build's last step, the server's compile (vite.server.config.ts).
 */
export function writeBuildStamp(buildDir: string, contentDir: string): void {
  const lockfile = lockfileHashOf(path.dirname(path.resolve(buildDir)));
  writeFileSync(stampFileOf(buildDir), `${JSON.stringify({ contentDir, lockfile }, null, 2)}\n`);
}

/**
 * The dependencies the build was made with, by the lock file's content: `npm install` writes the
 * file again, unchanged, on every run (CI's second Node included), so its time says nothing.
 */
function lockfileHashOf(root: string): string | undefined {
  const lockfile = path.join(root, "package-lock.json");
  return existsSync(lockfile) ? createHash("sha256").update(readFileSync(lockfile)).digest("hex") : undefined;
}

/**
 * Called as the pages are built: React Router's step writes its own prerendering bundle over
 * build/server/index.js, so until the server is compiled again the build must not count as finished.
 */
export function removeBuildStamp(buildDir: string): void {
  rmSync(stampFileOf(buildDir), { force: true });
}

function readStamp(buildDir: string): { contentDir?: unknown; lockfile?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(stampFileOf(buildDir), "utf8")) as { contentDir?: unknown; lockfile?: unknown };
  } catch {
    return undefined;
  }
}

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** Why the build under `root` must be made again before it is served from `contentDir`; undefined when it is current. */
export function reasonToBuild(root: string, contentDir: string): string | undefined {
  const buildDir = path.join(root, "build");
  const builtPage = path.join(buildDir, "client/index.html");
  const builtServer = path.join(buildDir, "server/index.js");
  if (!existsSync(builtPage)) return "No build yet";
  if (!existsSync(builtServer)) return "The server is not compiled yet";
  const stamp = readStamp(buildDir);
  const from = typeof stamp?.contentDir === "string" ? stamp.contentDir : undefined;
  if (from === undefined) return "The last build did not finish";
  if (from !== contentDir) return `The last build was made from ${from}, not ${contentDir}`;
  if (stamp?.lockfile !== lockfileHashOf(root)) return "Dependencies changed since the last build";
  const sources = [...BUILD_SOURCES.map((source) => path.join(root, source)), contentDir];
  const builtAt = Math.min(statSync(builtPage).mtimeMs, statSync(builtServer).mtimeMs);
  if (Math.max(...sources.map(newestChange)) > builtAt) return "Sources changed since the last build";
  return undefined;
}
