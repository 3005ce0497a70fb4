// TRUST_PROXY by address (docs/configuration.md): X-Forwarded-For and X-Forwarded-Proto are read only
// from a listed proxy. Checked from outside, the server as `npm start` runs it, over real HTTP, on each
// store (the password's failures are counted there).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, expect, test, vi } from "vitest";
import { makeClientDir } from "./test-support/make-client-dir.ts";
import { makePrivateOutput } from "./test-support/make-private-output.ts";
import { killedAfterEachTest, startServerProcess } from "./test-support/server-process.ts";
import { describeEachStore, type TestStorePlace } from "./test-support/test-stores.ts";
import { ANY_PROXY_NOTE } from "./trusted-proxies.ts";

vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = "correct horse battery";
const root = mkdtempSync(path.join(tmpdir(), "trusted-proxies-"));
const clientDir = makeClientDir(root);
makePrivateOutput(clientDir);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const started = killedAfterEachTest();

async function serverTrusting(trustProxy: string, env: Record<string, string> = {}) {
  const server = await startServerProcess({ ...env, CLIENT_DIR: clientDir, TRUST_PROXY: trustProxy });
  started.push(server);
  /** A wrong password try, as a JSON client without a proof of work sends it (two failures), forwarded for `forwardedFor`. */
  const wrongTry = async (forwardedFor: string) =>
    (
      await fetch(`${server.url}/api/access/unlock`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": forwardedFor },
        body: JSON.stringify({ password: "a wrong guess" }),
      })
    ).status;
  /** Whether a page asked for with `X-Forwarded-Proto: https` is answered as over HTTPS (with HSTS). */
  const isTakenForHttps = async () =>
    (await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } })).headers.has("Strict-Transport-Security");
  return { server, wrongTry, isTakenForHttps };
}

describeEachStore((kind) => {
  let place: TestStorePlace;
  beforeEach(async () => {
    place = await kind.makePlace();
    const access = await place.openAccess();
    await access.setPassword(PASSWORD);
  });
  afterEach(() => place.cleanup());

  test("a client reaching the port directly, not the listed proxy, claims addresses in vain", async () => {
    const { wrongTry, isTakenForHttps } = await serverTrusting("10.0.0.0/8,fd00::/8", place.env);
    const statuses = [];
    for (let n = 1; n <= 6; n++) statuses.push(await wrongTry(`198.51.100.${n}`));
    // Its own address's 3 tries without a proof, whatever it claims; then 429.
    expect(statuses).toEqual([403, 403, 403, 429, 429, 429]);
    expect(await isTakenForHttps()).toBe(false);
  });

  test("behind listed proxies, the visitor is the last X-Forwarded-For entry not in the list, and the scheme is believed", async () => {
    const { wrongTry, isTakenForHttps } = await serverTrusting("127.0.0.1,10.0.0.0/8", place.env);
    // The visitor's own entries (forged, anything at all), then the address our inner proxy 10.1.2.3 saw.
    const statuses = [];
    for (let n = 1; n <= 4; n++) statuses.push(await wrongTry(`192.0.2.${n}, 203.0.113.5, 10.1.2.3`));
    expect(statuses).toEqual([403, 403, 403, 429]);
    expect(await wrongTry("203.0.113.6, 10.1.2.3")).toBe(403);
    expect(await isTakenForHttps()).toBe(true);
  });
});

test("TRUST_PROXY=true still trusts any client, and says so once at start with how to list the proxy", async () => {
  const { server, wrongTry, isTakenForHttps } = await serverTrusting("true", { DATA_DIR: path.join(root, "any") });
  expect(server.output().split(ANY_PROXY_NOTE)).toHaveLength(2);
  expect(await wrongTry("198.51.100.1")).toBe(403);
  expect(await isTakenForHttps()).toBe(true);
  const quiet = await serverTrusting("127.0.0.1", { DATA_DIR: path.join(root, "listed") });
  expect(quiet.server.output()).not.toContain("TRUST_PROXY");
});
