import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./run-command.ts";

export interface HostInfo {
  cpuModel: string;
  cores: number;
  ramGb: number;
  os: string;
  node: string;
  /** 1-, 5- and 15-minute load averages: others' work on a shared machine shows here. */
  loadAverage: number[];
}

export interface MachineInfo extends HostInfo {
  chromium: string;
}

/** The machine a benchmark ran on (npm run bench and npm run bench:load). */
export function describeHost(): HostInfo {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    ramGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

function versionOf(packageName: string): string {
  return (JSON.parse(readFileSync(path.join(ROOT, "node_modules", packageName, "package.json"), "utf8")) as { version: string })
    .version;
}

export function packageVersions(): Record<string, string> {
  return Object.fromEntries(
    ["react", "react-router", "@react-router/dev", "vite", "lighthouse", "autocannon", "hono"].map((name) => [
      name,
      versionOf(name),
    ]),
  );
}

export function describeMachine(chromePath: string): MachineInfo {
  // Debian's wrapper script prints a shell warning on stderr; the version is the first stdout line.
  const chromium = execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
    .split("\n")[0]
    ?.trim();
  return { ...describeHost(), chromium: chromium || "unknown" };
}
