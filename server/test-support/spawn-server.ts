// Free of vitest, so the browser tests can start a server of their own too (tests/proof-of-work.spec.ts).
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** Another user of the machine to run as (needs root), as the container runs its server as `node`. */
export interface RunAs {
  uid: number;
  gid: number;
}

/**
 * Starts a compiled server entry with `node`, as `npm start` and the container do, on a free loopback
 * port, and waits until it listens.
 */
export async function spawnServer(entry: string, env: Record<string, string>, runAs?: RunAs): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], {
    ...runAs,
    cwd: ROOT,
    // DATABASE_URL emptied unless the test sets it: the SQLite file in DATA_DIR, even when CI sets one.
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal)),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const check = () => {
      const match = /Portfolio at (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timeout);
      resolve(match[1]);
    };
    child.stdout?.on("data", check);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return { url, child, output: () => output, exited };
}
