import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { ROOT } from "./run-command.ts";

const HOST = "127.0.0.1";
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

export interface RunningServer {
  baseUrl: string;
  /** Stops this server (by its PID) and waits for it to exit, so its message store is closed. */
  stop(): Promise<void>;
}

/** A port nothing listens on right now: the OS picks one, and we release it for the server. */
export async function findFreePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, HOST);
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  await once(probe, "close");
  if (typeof address !== "object" || address === null) throw new Error("could not find a free port");
  return address.port;
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/__bench/bare`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the real server (server/index.ts) on loopback with the bench-only bare routes, a message
 * store in `dataDir`, email off and the rate limit out of the way of a load test. It serves the
 * build in build/client, or `clientDir`.
 */
export async function startServer(dataDir: string, clientDir = path.join(ROOT, "build/client")): Promise<RunningServer> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BENCH_ROUTES: "true",
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    RATE_LIMIT_MAX: "100000000",
  };
  // Messages are stored only: no SMTP connection attempts during the run.
  delete env.SMTP_URL;
  delete env.MAIL_TO;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://${HOST}:${port}`;
  try {
    await waitUntilReady(baseUrl, child, () => output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { baseUrl, stop: () => stopChild(child) };
}
