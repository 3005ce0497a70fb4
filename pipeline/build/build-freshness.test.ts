import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { reasonToBuild, removeBuildStamp, writeBuildStamp } from "./build-freshness.ts";

const HOUR_AGO = new Date(Date.now() - 3_600_000);
let root = "";
let contentDir = "";

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "build-freshness-"));
  contentDir = path.join(root, "content");
  mkdirSync(contentDir);
  writeFileSync(path.join(contentDir, "site.yaml"), "name: Test\n");
  utimesSync(path.join(contentDir, "site.yaml"), HOUR_AGO, HOUR_AGO);
  utimesSync(contentDir, HOUR_AGO, HOUR_AGO);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function build(from: string | undefined, { hasServer = true } = {}) {
  mkdirSync(path.join(root, "build/client"), { recursive: true });
  writeFileSync(path.join(root, "build/client/index.html"), "<!doctype html>");
  if (hasServer) {
    mkdirSync(path.join(root, "build/server"), { recursive: true });
    writeFileSync(path.join(root, "build/server/index.js"), "// the compiled server");
  }
  if (from) writeBuildStamp(path.join(root, "build"), from);
}

test("a build made from this content, newer than every source, is served as it is", () => {
  build(contentDir);
  expect(reasonToBuild(root, contentDir)).toBeUndefined();
});

test("no build yet", () => {
  expect(reasonToBuild(root, contentDir)).toBe("No build yet");
});

test("a build of other content (a benchmark's generated case studies) is built again", () => {
  build("/tmp/content-200");
  expect(reasonToBuild(root, contentDir)).toBe(`The last build was made from /tmp/content-200, not ${contentDir}`);
});

test("a build that stopped before the server was compiled over React Router's bundle is built again", () => {
  build(contentDir);
  removeBuildStamp(path.join(root, "build"));
  expect(reasonToBuild(root, contentDir)).toBe("The last build did not finish");
});

test("a source changed after the build is built again", () => {
  build(contentDir);
  utimesSync(path.join(root, "build/client/index.html"), HOUR_AGO, HOUR_AGO);
  writeFileSync(path.join(contentDir, "site.yaml"), "name: Changed\n");
  expect(reasonToBuild(root, contentDir)).toBe("Sources changed since the last build");
});

test("a build without the compiled server (made before the server was compiled) is built again", () => {
  build(contentDir, { hasServer: false });
  expect(reasonToBuild(root, contentDir)).toBe("The server is not compiled yet");
});

test("a server source changed after the server was compiled is built again", () => {
  build(contentDir);
  utimesSync(path.join(root, "build/server/index.js"), HOUR_AGO, HOUR_AGO);
  mkdirSync(path.join(root, "server"));
  writeFileSync(path.join(root, "server/index.ts"), "// changed");
  expect(reasonToBuild(root, contentDir)).toBe("Sources changed since the last build");
});

test("package-lock.json written again unchanged (as npm install does) leaves the build current; changed, it is built again", () => {
  writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion": 3}\n');
  utimesSync(path.join(root, "package-lock.json"), HOUR_AGO, HOUR_AGO);
  build(contentDir);
  writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion": 3}\n');
  expect(reasonToBuild(root, contentDir)).toBeUndefined();
  writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion": 3, "packages": {}}\n');
  expect(reasonToBuild(root, contentDir)).toBe("Dependencies changed since the last build");
});
