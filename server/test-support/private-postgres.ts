// A PostgreSQL server of a test's own, from the installation CI runs (Debian's postgresql package),
// on loopback: a test may stop and start it without disturbing the tests that share DATABASE_URL's.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const INSTALL_DIR = "/usr/lib/postgresql";

function binDir(): string | undefined {
  if (!existsSync(INSTALL_DIR)) return undefined;
  const versions = readdirSync(INSTALL_DIR).sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  return latest && existsSync(path.join(INSTALL_DIR, latest, "bin/pg_ctl")) ? path.join(INSTALL_DIR, latest, "bin") : undefined;
}

const isRoot = process.getuid?.() === 0;

/** Why a private PostgreSQL cannot run here, or undefined when it can. */
export const PRIVATE_POSTGRES_SKIP_REASON = !binDir()
  ? `no PostgreSQL under ${INSTALL_DIR} (Debian's postgresql package, which .ci/run installs)`
  : undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  /** Stops it, if running, and removes its files. */
  cleanup(): void;
}

/** initdb, then start, as the postgres user when run as root (PostgreSQL refuses to run as root). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error(PRIVATE_POSTGRES_SKIP_REASON);
  const dir = mkdtempSync(path.join(tmpdir(), "private-postgres-"));
  const data = path.join(dir, "data");
  const run = (tool: string, args: string[]) => {
    const [command, all] = isRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    execFileSync(command as string, all as string[], { stdio: "ignore", timeout: 60_000 });
  };
  if (isRoot)
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"]).toString()),
      Number(execFileSync("id", ["-g", "postgres"]).toString()),
    );
  run("initdb", ["-D", data, "-U", "postgres", "--auth-local=trust", "--auth-host=trust"]);
  const port = await freePort();
  // Loopback only, its socket in its own folder; no fsync, as it is thrown away after the test.
  writeFileSync(
    path.join(data, "postgresql.auto.conf"),
    `listen_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dir}'\nfsync = off\n`,
  );
  const start = () => run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    cleanup() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
