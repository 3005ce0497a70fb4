import { cpSync } from "node:fs";
import path from "node:path";
import { REACT_ROUTER_BIN, ROOT, runTimed } from "../common/run-command.ts";

const NO_BEACON_VITE_CONFIG = "bench/page/no-beacon-vite.config.ts";

/**
 * Builds the site without the reading statistics' beacon (no-beacon-vite.config.ts) and copies the
 * whole build to `rootDir`, the files the server reads beside the client included; returns the
 * copy's client folder. It leaves build/ to be built again: run it before the bench's own build.
 */
export function buildWithoutBeacon(rootDir: string): string {
  runTimed(REACT_ROUTER_BIN, ["build", ".", "--config", NO_BEACON_VITE_CONFIG], { cwd: ROOT });
  const copy = path.join(rootDir, "build");
  cpSync(path.join(ROOT, "build"), copy, { recursive: true });
  return path.join(copy, "client");
}
