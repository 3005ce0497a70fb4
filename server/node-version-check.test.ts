import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { unsupportedNodeMessage } from "./node-version-check.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");

test("names the Node needed and the Node running, in one line, for every Node before 22.22", () => {
  expect(unsupportedNodeMessage("20.20.2")).toBe("This site needs Node 22.22 or newer (this is Node 20.20.2).");
  for (const version of ["18.20.8", "20.19.0", "21.7.3", "22.0.0", "22.21.1"]) {
    expect(unsupportedNodeMessage(version)).toBe(`This site needs Node 22.22 or newer (this is Node ${version}).`);
  }
  expect(unsupportedNodeMessage("not-a-version")).toMatch(/^This site needs Node 22\.22 or newer/);
});

test("lets 22.22 and every later Node through", () => {
  for (const version of ["22.22.0", "22.23.3", "23.0.0", "24.21.0", "26.1.0"]) {
    expect(unsupportedNodeMessage(version)).toBeUndefined();
  }
});

test("agrees with package.json's engines and .nvmrc", () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { engines: { node: string } };
  expect(pkg.engines.node).toBe(">=22.22");
  expect(unsupportedNodeMessage(`${readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim()}.0.0`)).toBeUndefined();
});

// ES modules run in the order they are imported: only as the first import does the check run before
// any other module (the SQLite driver, React Router's tools) can fail on an older Node in its own words.
test.each(["scripts/build-if-stale.ts", "scripts/run-tests.ts", "server/index.ts"])(
  "%s imports the check before anything else",
  (entry) => {
    const firstImport = readFileSync(path.join(ROOT, entry), "utf8").match(/^import\s[^;]*;/m)?.[0];
    expect(firstImport).toMatch(/^import "(\.\/|#server\/)node-version-check\.ts";$/);
  },
);

test("on this Node the check is silent and lets the process go on", async () => {
  const { stdout, stderr } = await run(
    process.execPath,
    ["--import", "tsx", "--eval", 'await import("./server/node-version-check.ts"); console.log("went on");'],
    { cwd: ROOT },
  );
  expect({ stdout, stderr }).toEqual({ stdout: "went on\n", stderr: "" });
});
