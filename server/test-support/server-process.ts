import path from "node:path";
import { afterEach, inject } from "vitest";
import { type ServerProcess, spawnServer } from "./spawn-server.ts";

/** Starts the server the unit tests compiled (compile-server.ts) as a process, and waits until it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServer(path.join(inject("compiledServerDir"), "index.js"), env);
}

/** A list for the servers a test file starts: each still running after its test is killed, and awaited. */
export function killedAfterEachTest(): ServerProcess[] {
  const started: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of started.splice(0)) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
      await server.exited;
    }
  });
  return started;
}
