// Vitest's globalSetup for the server project: compiles the server once per run, exactly as
// `npm run build` does, so tests that start a server process run the JavaScript production runs.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import type { TestProject } from "vitest/node";

const ROOT = path.resolve(import.meta.dirname, "../..");

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder holding the compiled index.js and messages.js. */
    compiledServerDir: string;
  }
}

export default async function compileServer(project: TestProject) {
  // Inside the project, so the compiled files find node_modules; a folder per run, so runs side by side never share one.
  mkdirSync(path.join(ROOT, ".tmp"), { recursive: true });
  const outDir = mkdtempSync(path.join(ROOT, ".tmp/compiled-server-"));
  await build({ root: ROOT, configFile: path.join(ROOT, "vite.server.config.ts"), build: { outDir }, logLevel: "error" });
  project.provide("compiledServerDir", outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
