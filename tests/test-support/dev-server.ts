// `npm run dev` as an owner runs it while writing, on a copy of a site's content and files, on loopback
// only (tests/content/dev-server.spec.ts). Started and stopped by the test, by its own process.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Frame, Page } from "@playwright/test";
import { waitForApp } from "./fixtures.ts";
import { freePort } from "./free-port.ts";
import type { SiteUnderTest } from "./site-under-test.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface DevServer {
  url: string;
  contentDir: string;
  publicDir: string;
  /** What the dev server printed, for a failure's message. */
  output: () => string;
  stop: () => Promise<void>;
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/**
 * Copies `site`'s content and files under .tmp/ (inside the project, where Vite watches and serves) and
 * starts the dev server on them; resolves once it answers.
 */
export async function startDevServer(site: SiteUnderTest, name: string): Promise<DevServer> {
  const dir = path.join(ROOT, ".tmp/dev-journeys", name);
  rmSync(dir, { recursive: true, force: true });
  const contentDir = path.join(dir, "content");
  const publicDir = path.join(dir, "public");
  cpSync(site.contentDir, contentDir, { recursive: true });
  cpSync(site.publicDir, publicDir, { recursive: true });
  mkdirSync(path.join(dir, "data"));
  const port = await freePort();
  const child = spawn(
    path.join(ROOT, "node_modules/.bin/react-router"),
    ["dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: contentDir, PUBLIC_DIR: publicDir, DATA_DIR: path.join(dir, "data") },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const startedBy = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev stopped:\n${output}`);
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.ok) break;
    if (Date.now() > startedBy) {
      await stopped(child);
      throw new Error(`npm run dev did not answer within a minute:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    contentDir,
    publicDir,
    output: () => output,
    async stop() {
      await stopped(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the page has started its app, fetched what it needs, and had no reload for a second: an
 * owner saves the next change to a page that has finished loading the last one, not halfway through.
 */
export async function untilQuiet(page: Page): Promise<void> {
  let loads = 0;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) loads += 1;
  };
  page.on("framenavigated", onNavigated);
  try {
    for (let seen = -1; seen !== loads; ) {
      seen = loads;
      await waitForApp(page);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(1_000);
    }
  } finally {
    page.off("framenavigated", onNavigated);
  }
}
