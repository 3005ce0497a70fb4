// A second site built beside the real one, from other content and files, as the at-scale site and the
// second owner's site are (playwright.config.ts): the real build's server then serves it.
import { spawnSync } from "node:child_process";
import { cpSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Builds `contentDir` and `publicDir` into `siteDir`/build; `name` says which site failed. */
export function buildSiteBeside({
  name,
  siteDir,
  contentDir,
  publicDir,
}: {
  name: string;
  siteDir: string;
  contentDir: string;
  publicDir: string;
}): void {
  const buildDir = path.join(siteDir, "build");
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/react-router"), ["build"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CONTENT_DIR: contentDir, PUBLIC_DIR: publicDir, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error(`the ${name} build failed (exit ${result.status})`);
  // The owner's room's script does not depend on the content: the real build's, beside this client folder
  // as the server looks for it (server/owner/room-assets.ts).
  cpSync(path.join(ROOT, "build/owner-room"), path.join(buildDir, "owner-room"), { recursive: true });
}
