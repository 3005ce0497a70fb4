import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface MemorySample {
  /** VmRSS of the server process, from /proc (process.memoryUsage() where there is no /proc). */
  rssMb: number;
  /** V8 heap in use right after a full collection. */
  heapUsedMb: number;
}

export interface BenchServer {
  url: string;
  pid: number;
  memory(): Promise<MemorySample>;
  /** SIGTERM to this server's PID; waits for it to exit and removes its data folder. */
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
 * Starts server/index.ts as `npm start` does (built site, email off), on a free loopback port with a
 * fresh data folder, plus the memory probe on an IPC channel.
 */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-load-"));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, ...env };
  delete childEnv.SMTP_URL;
  delete childEnv.MAIL_TO;
  const probe = path.join(import.meta.dirname, "memory-probe.ts");
  const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", "--import", probe, "server/index.ts"], {
    cwd: ROOT,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = once(child, "exit");

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), START_TIMEOUT_MS);
    child.stdout?.on("data", () => {
      const match = /Portfolio at (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)));
  });
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
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
        child.kill("SIGTERM");
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
