import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, expect, test, vi } from "vitest";
import { GROUP_NEW_ENTRIES_A_DAY, GROUP_VIEWS_A_DAY, NEW_ENTRIES_A_DAY } from "#src/lib/statistics-bounds.ts";
import { OWNER_SESSION_COOKIE } from "../owner/owner-session.ts";
import { makeClientDir } from "../test-support/make-client-dir.ts";
import { BROWSER } from "../test-support/private-requests.ts";
import { killedAfterEachTest, startServerProcess } from "../test-support/server-process.ts";
import { describeEachStore, type TestStorePlace } from "../test-support/test-stores.ts";

// The statistics under a flood, as `npm start` runs them, over real HTTP (docs/product.md#reading-statistics):
// many address groups (TRUST_PROXY=true: the address is X-Forwarded-For's), each at its limits.
vi.setConfig({ testTimeout: 120_000 });
const root = mkdtempSync(path.join(tmpdir(), "view-flood-"));
const clientDir = makeClientDir(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const started = killedAfterEachTest();

const FLOOD_GROUPS = 50;
const random = () => randomBytes(6).toString("hex");

describeEachStore((kind) => {
  let place: TestStorePlace;
  beforeEach(async () => {
    place = await kind.makePlace();
  });
  afterEach(() => place.cleanup());

  test("50 address groups flooding at their limits leave readers counted, the tables bounded and no flood text on the dashboard", async () => {
    const server = await startServerProcess({ ...place.env, CLIENT_DIR: clientDir, TRUST_PROXY: "true" });
    started.push(server);
    // The readers' link was sent a month ago, twice (so by two visitors, as the tables' default says): a
    // known value counts past the day's limits.
    const earlier = new Date(Date.now() - 30 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    await place.query(`INSERT INTO views_referrers (day, host, views) VALUES ('${earlier}', 'www.linkedin.com', 2)`);
    await place.query(`INSERT INTO views_sources (day, source, views) VALUES ('${earlier}', 'newsletter', 2)`);
    const send = (address: string, userAgent: string, body: object) =>
      fetch(`${server.url}/api/views`, {
        method: "POST",
        headers: {
          "Content-Type": "text/plain;charset=UTF-8",
          Origin: server.url,
          "User-Agent": userAgent,
          "X-Forwarded-For": address,
        },
        body: JSON.stringify({ kind: "start", view: randomUUID(), ...body }),
      });

    // Each group: past its views a day, every beacon with a new source, referrer and browser.
    await Promise.all(
      Array.from({ length: FLOOD_GROUPS }, async (_, group) => {
        for (let index = 0; index < GROUP_VIEWS_A_DAY + 10; index++) {
          const response = await send(`198.18.0.${group}`, `Mozilla/5.0 (X11; Linux x86_64) Flood/${random()}`, {
            path: "/about",
            referrer: `${random()}.spam-example.com`,
            source: `spam-${random()}`,
          });
          expect(response.status).toBe(204);
        }
      }),
    );
    // Two readers who came by the same link, from addresses of their own.
    for (const address of ["203.0.113.10", "2001:db8:5::1"]) {
      for (const page of ["/", "/about"]) {
        const referrer = page === "/" ? { referrer: "www.linkedin.com", source: "newsletter" } : {};
        expect((await send(address, BROWSER["User-Agent"], { path: page, ...referrer })).status).toBe(204);
      }
    }

    const [day] = await place.query("SELECT views FROM views_days");
    expect(Number(day?.views)).toBe(FLOOD_GROUPS * GROUP_VIEWS_A_DAY + 4);
    const rowsOf = async (table: string) =>
      Number((await place.query(`SELECT COUNT(*) AS rows FROM ${table} WHERE day <> '${earlier}'`))[0]?.rows);
    // New values: at most so many a group, and a day; past them, one 'Other' row; and the known one.
    const bound = Math.min(NEW_ENTRIES_A_DAY, FLOOD_GROUPS * GROUP_NEW_ENTRIES_A_DAY) + 2;
    expect(await rowsOf("views_referrers")).toBeLessThanOrEqual(bound);
    expect(await rowsOf("views_sources")).toBeLessThanOrEqual(bound);

    const owner = await place.openOwner();
    await owner.setPassword("the owner's own passphrase");
    const session = await owner.startSession(await owner.checkPassword("the owner's own passphrase"));
    const dashboard = await fetch(`${server.url}/owner?days=7`, {
      headers: { ...BROWSER, Cookie: `${OWNER_SESSION_COOKIE}=${session?.id}` },
    });
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain('<th scope="row">Other</th>');
    expect(html).not.toContain("spam");
    expect(html).not.toContain("Flood");
    // Where the readers came from is shown: two visitors sent it.
    expect(html).toContain('<th scope="row">www.linkedin.com</th>');
    expect(html).toContain('<th scope="row">newsletter</th>');
  });
});
