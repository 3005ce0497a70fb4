import { existsSync } from "node:fs";
import path from "node:path";
import { REACT_ROUTER_BIN, ROOT, runTimed } from "../common/run-command.ts";
import { measurePageJs, type PageJs } from "./page-js.ts";

export const FLOOR_DIR = path.join(ROOT, "bench/floor");

export interface FloorComparison {
  floorBuildMs: number;
  floor: PageJs;
  home: PageJs;
  /** Our home page's JS minus the floor's, gzip bytes. */
  overheadGzipBytes: number;
}

/**
 * Builds bench/floor (the smallest React Router app set up like ours) with the same React Router
 * and Vite, resolved from the repository's node_modules, then counts the home page JS of both the
 * same way (page-js.ts). Our build must already be in build/client.
 */
export function compareWithFloor(): FloorComparison {
  // Without its own entry.server, React Router would add isbot to the repository's package.json and run npm install.
  if (!existsSync(path.join(FLOOR_DIR, "app/entry.server.tsx"))) {
    throw new Error("bench/floor/app/entry.server.tsx is missing; the floor's build would change package.json");
  }
  const floorBuildMs = runTimed(REACT_ROUTER_BIN, ["build"], { cwd: FLOOR_DIR }).wallMs;
  const floor = measurePageJs(path.join(FLOOR_DIR, "build/client"), "index.html");
  const home = measurePageJs(path.join(ROOT, "build/client"), "index.html");
  return { floorBuildMs, floor, home, overheadGzipBytes: home.gzipBytes - floor.gzipBytes };
}
