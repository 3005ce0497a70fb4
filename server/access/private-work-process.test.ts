import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { makeClientDir } from "../test-support/make-client-dir.ts";
import { makePrivateOutput, SECRET_SLUG, SECRET_TEXT, TEASER_SUMMARY } from "../test-support/make-private-output.ts";
import { BROWSER, cookieHeader, sessionIdSetBy } from "../test-support/private-requests.ts";
import { killedAfterEachTest, startServerProcess } from "../test-support/server-process.ts";
import { openAccessStore } from "./open-access-store.ts";

// The server as `npm start` runs it, over real HTTP, with a build that has protected work.
const root = mkdtempSync(path.join(tmpdir(), "private-work-process-"));
const clientDir = makeClientDir(root);
makePrivateOutput(clientDir);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const started = killedAfterEachTest();

test("a share link opens protected work over HTTP, its token in no line the server prints; SIGTERM closes cleanly", async () => {
  const dataDir = path.join(root, "data");
  const server = await startServerProcess({ CLIENT_DIR: clientDir, DATA_DIR: dataDir });
  started.push(server);
  // As `npm run access -- link create` does, beside the running server.
  const owner = await openAccessStore({ dataDir, databaseUrl: undefined });
  const link = await owner.createLink({ label: "Over HTTP", only: [SECRET_SLUG] });
  await owner.close();

  const page = `${server.url}/case-studies/${SECRET_SLUG}`;
  const teaser = await fetch(page);
  expect(teaser.status).toBe(403);
  expect(await teaser.text()).toContain(TEASER_SUMMARY);
  const opened = await fetch(`${server.url}/s/${link.token}`, { headers: BROWSER, redirect: "manual" });
  expect([opened.status, opened.headers.get("Location")]).toEqual([303, `/case-studies/${SECRET_SLUG}`]);
  const granted = await fetch(page, { headers: cookieHeader(sessionIdSetBy(opened) ?? "") });
  expect(granted.status).toBe(200);
  expect(await granted.text()).toContain(SECRET_TEXT);
  const gone = await fetch(`${server.url}/s/${"B".repeat(43)}`, { headers: BROWSER });
  expect(gone.status).toBe(410);

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(server.output()).not.toContain(link.token);
});
