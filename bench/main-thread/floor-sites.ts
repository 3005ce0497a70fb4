// The framework floor (bench/floor: the smallest React Router app set up like ours), served as built and
// without its scripts, for the main-thread bench: what React and React Router cost a page with nothing of ours.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { REACT_ROUTER_BIN, runTimed } from "../common/run-command.ts";
import { FLOOR_DIR } from "../page/framework-floor.ts";
import { withoutScripts } from "../page/scriptless-copy.ts";

export interface FloorSites {
  url: string;
  scriptlessUrl: string;
  stop(): Promise<void>;
}

/** A static server on a free loopback port: the floor has no server of its own to speak of. */
function serveFolder(root: string): Promise<{ url: string; stop(): Promise<void> }> {
  const app = new Hono().use("*", serveStatic({ root }));
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}

/** Builds the floor, copies its home page without scripts into `workDir`, and serves both. */
export async function serveFloor(workDir: string): Promise<FloorSites> {
  runTimed(REACT_ROUTER_BIN, ["build"], { cwd: FLOOR_DIR });
  const clientDir = path.join(FLOOR_DIR, "build/client");
  const scriptlessDir = path.join(workDir, "floor-scriptless");
  mkdirSync(scriptlessDir, { recursive: true });
  writeFileSync(path.join(scriptlessDir, "index.html"), withoutScripts(readFileSync(path.join(clientDir, "index.html"), "utf8")));
  const [served, scriptless] = await Promise.all([serveFolder(clientDir), serveFolder(scriptlessDir)]);
  return {
    url: served.url,
    scriptlessUrl: scriptless.url,
    stop: async () => {
      await Promise.all([served.stop(), scriptless.stop()]);
    },
  };
}
