import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./run-command.ts";

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface MemorySample {
  /** VmRSS of the server process, from /proc (process.memoryUsage() where there is no /proc). */
  rssMb: number;
  /** V8 heap in use right after a full collection. */
  heapUsedMb: number;
}

export interface BenchServerOptions {
  /** Where its messages go; a temporary folder, removed on stop, when not given. */
  dataDir?: string;
  /** The built site to serve; build/client when not given. */
  clientDir?: string;
  /** Settings over the defaults (RATE_LIMIT_MAX, ...). */
  env?: Record<string, string>;
}

export interface BenchServer {
  url: string;
  pid: number;
  memory(): Promise<MemorySample>;
  /** SIGTERM to this server's PID; waits for it to exit, so its message store is closed. */
  stop(): Promise<void>;
}

const toMb = (bytes: number) => Math.round((bytes / 1024 ** 2) * 10) / 10;

function vmRssBytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the real server with the bare baseline routes (bench-entry.ts) on a free loopback port,
 * email off, plus the memory probe on an IPC channel. Both benchmarks start their servers here.
 */
export async function startBenchServer({ dataDir, clientDir, env = {} }: BenchServerOptions = {}): Promise<BenchServer> {
  const tempDataDir = dataDir ? undefined : mkdtempSync(path.join(tmpdir(), "bench-server-"));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir ?? tempDataDir,
    CLIENT_DIR: clientDir ?? path.join(ROOT, "build/client"),
    ...env,
  };
  // Messages are stored only: no SMTP connection attempts during a run.
  delete childEnv.SMTP_URL;
  delete childEnv.MAIL_TO;
  const probe = path.join(import.meta.dirname, "memory-probe.ts");
  const entry = path.join(import.meta.dirname, "bench-entry.ts");
  const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", "--import", probe, entry], {
    cwd: ROOT,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = once(child, "exit");
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      child.kill("SIGTERM");
      await exited;
      clearTimeout(timer);
    }
    if (tempDataDir) rmSync(tempDataDir, { recursive: true, force: true });
  };

  let url: string;
  try {
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), START_TIMEOUT_MS);
      child.stdout?.on("data", () => {
        const match = /Portfolio at (http:\/\/\S+)/.exec(output);
        if (!match?.[1]) return;
        clearTimeout(timer);
        resolve(match[1]);
      });
      void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = child.pid ?? 0;

  return {
    url,
    pid,
    async memory() {
      const reply = once(child, "message");
      child.send("memory?");
      const [reading] = (await reply) as [{ rssBytes: number; heapUsedBytes: number }];
      return { rssMb: toMb(vmRssBytes(pid) ?? reading.rssBytes), heapUsedMb: toMb(reading.heapUsedBytes) };
    },
    stop,
  };
}
