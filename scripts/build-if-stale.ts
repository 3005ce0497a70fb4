// `npm start` builds first when the build is missing, older than any source it is made from, or made from other content.
import "#server/node-version-check.ts";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { reasonToBuild } from "#pipeline/build/build-freshness.ts";
import { resolveContentDir } from "#pipeline/content/content-dir.ts";

const root = path.resolve(import.meta.dirname, "..");
const reason = reasonToBuild(root, resolveContentDir());
if (reason) {
  console.log(`${reason}; building…`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  process.exit(result.status ?? 1);
}
