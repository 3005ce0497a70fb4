import { spawnSync } from "node:child_process";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const REACT_ROUTER_BIN = path.join(ROOT, "node_modules/.bin/react-router");

export interface CommandOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs a command to the end and returns its wall time in ms. Its output is kept quiet (a build
 * prints a page per run) and shown only when it fails, which stops the bench.
 */
export function runTimed(command: string, args: string[], { cwd, env = {} }: CommandOptions): number {
  const startedAt = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const elapsedMs = performance.now() - startedAt;
  if (result.status !== 0) {
    throw new Error(
      `${[command, ...args].join(" ")} failed (${result.error?.message ?? `exit ${result.status}`}) in ${cwd}:\n${result.stdout}\n${result.stderr}`,
    );
  }
  return elapsedMs;
}
