import { spawn } from "node:child_process";
import { XVFB } from "./browsers.ts";

export interface VirtualDisplay {
  /** The value for DISPLAY, e.g. ":99". */
  display: string;
  stop: () => void;
}

/**
 * Starts a private X display for WebKitGTK, which has no headless mode of its own. `-displayfd` lets
 * Xvfb choose a free display number and tell it, so runs side by side never fight over ":99".
 */
export function startVirtualDisplay(): Promise<VirtualDisplay> {
  const child = spawn(XVFB, ["-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      child.kill();
      reject(new Error(`Xvfb did not start within 10 s:\n${errors}`));
    }, 10_000);
    child.stdio[3]?.on("data", (chunk: Buffer) => {
      clearTimeout(timeout);
      resolve({ display: `:${chunk.toString().trim()}`, stop: () => child.kill() });
    });
    child.on("exit", (code) => {
      clearTimeout(timeout);
      reject(new Error(`Xvfb exited (${code}) before it started:\n${errors}`));
    });
  });
}
