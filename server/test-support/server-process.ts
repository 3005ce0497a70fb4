import { chmodSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { afterEach, inject, onTestFinished } from "vitest";
import { type ServerProcess, spawnServer } from "./spawn-server.ts";

/** Starts the server the unit tests compiled (compile-server.ts) as a process, and waits until it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServer(path.join(inject("compiledServerDir"), "index.js"), env);
}

/**
 * The compiled server, copied where another user of the machine may read it (compile-server.ts keeps
 * its folder its owner's alone), beside node_modules as the original is. Call it in a test: removed after it.
 */
export function compiledServerAnyoneMayRun(): string {
  const dir = mkdtempSync(path.join(path.dirname(inject("compiledServerDir")), "compiled-server-shared-"));
  cpSync(inject("compiledServerDir"), dir, { recursive: true });
  chmodSync(dir, 0o755);
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, "index.js");
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
