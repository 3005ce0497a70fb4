// The wait line past the site-wide budget lets the right people in (docs/decisions/016-private-work.md
// and docs/decisions/018-owners-room.md, threat model: many guessers at once): checked from outside,
// the server as `npm start` runs it, over real HTTP, on each store.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, expect, test, vi } from "vitest";
import { untilReal } from "../test-support/fake-clock.ts";
import { addressGroups, type GuessFlood, startGuessFlood } from "../test-support/guess-flood.ts";
import { makeClientDir } from "../test-support/make-client-dir.ts";
import { makePrivateOutput, SECRET_SLUG } from "../test-support/make-private-output.ts";
import { BROWSER, sessionIdSetBy } from "../test-support/private-requests.ts";
import { killedAfterEachTest, startServerProcess } from "../test-support/server-process.ts";
import { describeEachStore, type TestStorePlace } from "../test-support/test-stores.ts";

vi.setConfig({ testTimeout: 120_000 });

/** The product's promise to a visitor with the right password while a flood waits in line (docs/product.md#private-work). */
const VISITOR_DEADLINE_MS = 5000;
const FLOODING_GROUPS = 50;
const PASSWORD = "correct horse battery";
const OWNER_PASSWORD = "the owner's own passphrase";

const root = mkdtempSync(path.join(tmpdir(), "wait-line-process-"));
const clientDir = makeClientDir(root);
makePrivateOutput(clientDir);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const started = killedAfterEachTest();

/** The right password from an address that has failed nowhere, answered within the promise or not at all. */
function visitorTry(url: string, origin: string) {
  return (password: string) =>
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, "X-Forwarded-For": "203.0.113.200" },
      body: JSON.stringify({ password }),
      signal: AbortSignal.timeout(VISITOR_DEADLINE_MS),
    });
}

describeEachStore((kind) => {
  let place: TestStorePlace;
  let flood: GuessFlood | undefined;
  beforeEach(async () => {
    place = await kind.makePlace();
  });
  afterEach(async () => {
    // The server first, so the tries waiting in its line end and the flood stops.
    for (const server of started) server.child.kill("SIGKILL");
    await flood?.stop();
    flood = undefined;
    await place.cleanup();
  });

  async function floodedServer(pathname: string) {
    const server = await startServerProcess({ ...place.env, CLIENT_DIR: clientDir, TRUST_PROXY: "true" });
    started.push(server);
    const url = `${server.url}${pathname}`;
    flood = await startGuessFlood({ url, groups: addressGroups(FLOODING_GROUPS), origin: server.url });
    // The budget spent and the line full: the flood's own tries are being turned away.
    await untilReal(() => (flood?.lineRefusals() ?? 0) > 0, 60_000);
    return { server, visitor: visitorTry(url, server.url) };
  }

  test("while 50 address groups flood the password, a visitor with the right one gets in, and share links never wait", async () => {
    const access = await place.openAccess();
    await access.setPassword(PASSWORD);
    const link = await access.createLink({ label: "For the recruiter", only: [SECRET_SLUG] });
    const { server, visitor } = await floodedServer("/api/access/unlock");

    const unlocked = await visitor(PASSWORD);
    expect(unlocked.status).toBe(200);
    expect(await unlocked.json()).toEqual({ success: true, location: "/case-studies" });
    const opened = await fetch(`${server.url}/s/${link.token}`, {
      headers: BROWSER,
      redirect: "manual",
      signal: AbortSignal.timeout(VISITOR_DEADLINE_MS),
    });
    expect([opened.status, opened.headers.get("Location")]).toEqual([303, `/case-studies/${SECRET_SLUG}`]);
    expect(sessionIdSetBy(opened)).toBeDefined();
  });

  test("while 50 address groups flood the room's sign-in, the owner with the right password gets in", async () => {
    const owner = await place.openOwner();
    await owner.setPassword(OWNER_PASSWORD);
    const { visitor } = await floodedServer("/owner/sign-in");

    const signedIn = await visitor(OWNER_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ success: true, location: "/owner" });
  });
});
