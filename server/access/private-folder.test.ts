import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { makeClientDir } from "../test-support/make-client-dir.ts";
import { makePrivateOutput, SECRET_SLUG, SECRET_TEXT } from "../test-support/make-private-output.ts";
import { BROWSER, cookieHeader, sessionIdSetBy } from "../test-support/private-requests.ts";
import { compiledServerAnyoneMayRun, killedAfterEachTest, startServerProcess } from "../test-support/server-process.ts";
import { type RunAs, type ServerProcess, spawnServer } from "../test-support/spawn-server.ts";
import { openAccessStore } from "./open-access-store.ts";
import { privateDirOf } from "./private-output.ts";

// The server as `npm start` runs it, over real HTTP, with a build whose private work an older build
// left readable to everyone (0755 folders, 0644 files): docs/product.md#serving-private-work.
const started = killedAfterEachTest();
const isRoot = process.getuid?.() === 0;
// The official Node image's `node` user and group (useradd --uid 1000 in its Dockerfile): someone else
// than the owner of files root made.
const ANOTHER_USER: RunAs = { uid: 1000, gid: 1000 };

/** Call it in a test: removed after it. */
function makeReadableBuild(name: string) {
  const root = mkdtempSync(path.join(tmpdir(), `${name}-`));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  chmodSync(root, 0o755);
  const clientDir = makeClientDir(root);
  makePrivateOutput(clientDir);
  const privateDir = privateDirOf(root);
  for (const entry of ["", ...readdirSync(privateDir, { recursive: true, encoding: "utf8" })]) {
    const file = path.join(privateDir, entry);
    chmodSync(file, statSync(file).isDirectory() ? 0o755 : 0o644);
  }
  return { root, clientDir, privateDir };
}

/** Every folder and file of build/private with its mode, as `ls -l` would show them. */
function modesUnder(dir: string): string[] {
  return ["", ...readdirSync(dir, { recursive: true, encoding: "utf8" })].map((entry) => {
    const stat = statSync(path.join(dir, entry));
    return `${entry || "private"} ${stat.isDirectory() ? "folder" : "file"}: ${(stat.mode & 0o777).toString(8)}`;
  });
}

/** Opens the protected case study with a share link made beside the running server, as `npm run access` does. */
async function openProtectedPage(server: ServerProcess, dataDir: string) {
  const owner = await openAccessStore({ dataDir, databaseUrl: undefined });
  const link = await owner.createLink({ label: "Over HTTP", only: [SECRET_SLUG] });
  await owner.close();
  const opened = await fetch(`${server.url}/s/${link.token}`, { headers: BROWSER, redirect: "manual" });
  return fetch(`${server.url}/case-studies/${SECRET_SLUG}`, { headers: cookieHeader(sessionIdSetBy(opened) ?? "") });
}

const linesWith = (output: string, text: string) => output.split("\n").filter((line) => line.includes(text));

test("over HTTP: private work a build left readable is made owner-only at start, said once, and still served", async () => {
  const { root, clientDir, privateDir } = makeReadableBuild("private-folder");
  const dataDir = path.join(root, "data");
  const server = await startServerProcess({ CLIENT_DIR: clientDir, DATA_DIR: dataDir });
  started.push(server);

  const modes = modesUnder(privateDir);
  expect(modes).toEqual(modes.map((line) => line.replace(/: \d+$/, line.includes(" folder:") ? ": 700" : ": 600")));
  const folders = modes.filter((line) => line.includes(" folder:")).length;
  expect(linesWith(server.output(), "private work folder")).toEqual([
    `Made the private work folder ${privateDir} owner-only (${folders} folders to 0700 and ${modes.length - folders} files to 0600): other local users could read protected work.`,
  ]);
  const page = await openProtectedPage(server, dataDir);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(SECRET_TEXT);

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  const again = await startServerProcess({ CLIENT_DIR: clientDir, DATA_DIR: dataDir });
  started.push(again);
  expect(linesWith(again.output(), "private work folder"), "nothing left to change").toEqual([]);
});

test.skipIf(!isRoot)(
  "over HTTP: where the server may not change them (another user's build), it says so in one line and serves all the same",
  async () => {
    const { root, clientDir, privateDir } = makeReadableBuild("private-folder-theirs");
    const dataDir = path.join(root, "data");
    mkdirSync(dataDir);
    chownSync(dataDir, ANOTHER_USER.uid, ANOTHER_USER.gid);
    const server = await spawnServer(compiledServerAnyoneMayRun(), { CLIENT_DIR: clientDir, DATA_DIR: dataDir }, ANOTHER_USER);
    started.push(server);

    const lines = linesWith(server.output(), "private work folder");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Could not make the private work folder ${privateDir} owner-only \\(EPERM: .+\\): other local users may read protected work\\. Give build/ to the user the server runs as, or build as that user\\.$`,
      ),
    );
    expect(modesUnder(privateDir)[0]).toBe("private folder: 755");
    expect((await fetch(server.url)).status).toBe(200);
    const page = await openProtectedPage(server, dataDir);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(SECRET_TEXT);
  },
);
