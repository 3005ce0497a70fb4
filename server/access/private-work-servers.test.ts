import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import { PRIVATE_IMAGE, SECRET_SLUG } from "../test-support/make-private-output.ts";
import { BROWSER, cookieHeader, SAME_ORIGIN, sessionIdSetBy, withAccess } from "../test-support/private-requests.ts";
import { describeStore, POSTGRES, type TestStorePlace } from "../test-support/test-stores.ts";

vi.setConfig({ testTimeout: 30_000 });

// docs/decisions/016-private-work.md, threat model: a withdrawn link or a lock ends access on every
// server sharing the database, a copied cookie too, within the session cache's 5 s.
const setUpApp = cleanedUpPerTest();
const page = `/case-studies/${SECRET_SLUG}`;

describeStore(POSTGRES, "two servers on one database", () => {
  let place: TestStorePlace;
  let time: number;
  const now = () => new Date(time);

  beforeEach(async () => {
    time = Date.parse("2026-11-25T10:00:00Z");
    place = await POSTGRES.makePlace();
  });
  afterEach(() => place.cleanup());

  async function server() {
    const [store, access] = [await place.open(now), await place.openAccess(now)];
    return withAccess(setUpApp({ withPrivateWork: true, store, access, now }));
  }
  const statusOn = async (app: Awaited<ReturnType<typeof server>>["app"], id: string, address = page) =>
    (await app.request(address, { headers: cookieHeader(id) })).status;

  test("a session opened on one server works on the other; a lock on one is refused on the other within 5 s", async () => {
    const [one, other] = [await server(), await server()];
    const link = await one.access.createLink({ label: "Two servers" });
    const id = sessionIdSetBy(await one.app.request(`/s/${link.token}`, { headers: BROWSER })) ?? "";
    expect(await statusOn(other.app, id)).toBe(200);
    const locked = await one.app.request("/api/access/lock", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...SAME_ORIGIN, ...cookieHeader(id) },
      body: "{}",
    });
    expect(locked.status).toBe(303);
    expect(await statusOn(one.app, id)).toBe(403);
    time += 4999;
    // Still in the other server's cache: the 5 s the design allows.
    expect(await statusOn(other.app, id)).toBe(200);
    time += 1;
    expect(await statusOn(other.app, id)).toBe(403);
  });

  test("a link withdrawn by the owner ends its sessions on every server within 5 s, a copied cookie too", async () => {
    const [one, other] = [await server(), await server()];
    const link = await one.access.createLink({ label: "Withdrawn soon" });
    const id = sessionIdSetBy(await one.app.request(`/s/${link.token}`, { headers: BROWSER })) ?? "";
    expect(await statusOn(one.app, id, PRIVATE_IMAGE)).toBe(200);
    expect(await statusOn(other.app, id, PRIVATE_IMAGE)).toBe(200);
    // `npm run access -- link revoke`, from a third process.
    const owner = await place.openAccess(now);
    expect(await owner.revokeLink(link.id)).toBe(true);
    time += 5000;
    expect(await statusOn(one.app, id, PRIVATE_IMAGE)).toBe(404);
    expect(await statusOn(other.app, id, PRIVATE_IMAGE)).toBe(404);
    expect(await statusOn(other.app, id)).toBe(403);
  });
});
