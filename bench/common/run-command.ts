import { spawnSync } from "node:child_process";
import path from "node:path";
import { childCpuMs } from "./cpu-time.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const REACT_ROUTER_BIN = path.join(ROOT, "node_modules/.bin/react-router");
export const VITE_BIN = path.join(ROOT, "node_modules/.bin/vite");

export interface CommandOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

export interface Timing {
  wallMs: number;
  /** CPU time of the command and the processes it waited for (Linux only). */
  cpuMs: number | undefined;
}

/**
 * Runs a command to the end and returns how long it took. Its output is kept quiet (a build
 * prints a page per run) and shown only when it fails, which stops the bench.
 */
export function runTimed(command: string, args: string[], { cwd, env = {} }: CommandOptions): Timing {
  const cpuBefore = childCpuMs();
  const startedAt = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = performance.now() - startedAt;
  const cpuAfter = childCpuMs();
  if (result.status !== 0) {
    throw new Error(
      `${[command, ...args].join(" ")} failed (${result.error?.message ?? `exit ${result.status}`}) in ${cwd}:\n${result.stdout}\n${result.stderr}`,
    );
  }
  return { wallMs, cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore };
}
