import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { readSiteOrigin } from "#server/site-origin.ts";
import { writeSiteOrigin } from "./write-site-origin.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function makeClientDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), "site-origin-"));
  roots.push(root);
  const clientDir = path.join(root, "client");
  mkdirSync(clientDir);
  return clientDir;
}

test("the server reads the origin of the site's address the build wrote, never a path or a trailing slash", async () => {
  const clientDir = makeClientDir();
  await writeSiteOrigin(clientDir, "https://Alexmorgan.design/portfolio/");
  expect(readSiteOrigin(clientDir)).toBe("https://alexmorgan.design");
  await writeSiteOrigin(clientDir, "http://localhost:3000");
  expect(readSiteOrigin(clientDir)).toBe("http://localhost:3000");
});

test("a server started on a build without the site's origin stops and says to build", () => {
  expect(() => readSiteOrigin(makeClientDir())).toThrow(/site-origin\.json .*Run `npm run build` first/);
});
