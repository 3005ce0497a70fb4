import { spawn } from "node:child_process";

export interface Site {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Serves the build with the compiled server, as `npm start` does, on a free loopback port (PORT=0),
 * and waits until it says where it listens.
 */
export function startSite(entry: string, dataDir: string): Promise<Site> {
  const child = spawn(process.execPath, [entry], {
    // DATABASE_URL emptied: the SQLite file in dataDir, even when CI sets one for the unit tests. Every
    // journey comes from 127.0.0.1, so the per-sender limit is lifted, as in playwright.config.ts.
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, DATABASE_URL: "", RATE_LIMIT_MAX: "100000" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    child.kill();
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      void stop();
      reject(new Error(`the server did not start within 30 s:\n${output}`));
    }, 30_000);
    const onOutput = (chunk: Buffer) => {
      output += chunk;
      const url = /Portfolio at (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timeout);
      resolve({ url, stop });
    };
    child.stdout?.on("data", onOutput);
    child.stderr?.on("data", onOutput);
    void exited.then(() => {
      clearTimeout(timeout);
      reject(new Error(`the server exited before listening:\n${output}`));
    });
  });
}
