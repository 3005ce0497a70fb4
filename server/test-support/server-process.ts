import path from "node:path";
import { inject } from "vitest";
import { type ServerProcess, spawnServer } from "./spawn-server.ts";

/** Starts the server the unit tests compiled (compile-server.ts) as a process, and waits until it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServer(path.join(inject("compiledServerDir"), "index.js"), env);
}
