import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import { PRIVATE_IMAGE, SECRET_SLUG, SECRET_TEXT, SILENT_SLUG } from "../test-support/make-private-output.ts";
import {
  BROWSER,
  cookieHeader,
  SAME_ORIGIN,
  sessionCookiesOf,
  sessionIdSetBy,
  unlockJson,
  withAccess,
} from "../test-support/private-requests.ts";
import type { AccessStore } from "./access-store.ts";
import { accessStoreOn } from "./access-store-core.ts";
import { openSqliteAccessTables } from "./sqlite-access-tables.ts";

const PASSWORD = "correct horse battery";
const setUpApp = cleanedUpPerTest();

async function setUp(options: Parameters<typeof setUpApp>[0] = {}) {
  let time = Date.parse("2026-11-25T10:00:00Z");
  const testApp = withAccess(setUpApp({ withPrivateWork: true, now: () => new Date(time), ...options }));
  await testApp.setPassword(PASSWORD);
  return {
    ...testApp,
    later: (ms: number) => {
      time += ms;
    },
  };
}

const secretPage = `/case-studies/${SECRET_SLUG}`;
const statusWith = async (app: Awaited<ReturnType<typeof setUp>>["app"], id: string, path = secretPage) =>
  (await app.request(path, { headers: cookieHeader(id) })).status;

/** The real store, each call named as it passes through. */
function countingCalls(real: AccessStore) {
  const calls: string[] = [];
  const entries = Object.entries(real).map(([name, method]: [string, (...args: unknown[]) => unknown]) => [
    name,
    (...args: unknown[]) => {
      calls.push(name);
      return method(...args);
    },
  ]);
  return { calls, access: Object.fromEntries(entries) as AccessStore };
}

test("an anonymous request without the cookie never reaches the access store", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "counted-access-"));
  const { calls, access } = countingCalls(
    accessStoreOn(
      openSqliteAccessTables(dataDir, () => {}),
      () => new Date(),
    ),
  );
  onTestFinished(async () => {
    await access.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const { app } = withAccess(setUpApp({ withPrivateWork: true, access }));
  const paths = [
    "/",
    "/case-studies",
    "/case-studies/tags/research",
    "/about",
    secretPage,
    `/case-studies/${SILENT_SLUG}`,
    PRIVATE_IMAGE,
    "/case-studies/no-such",
    "/assets/entry-abc123.js",
  ];
  for (const address of paths) await app.request(address, { headers: BROWSER });
  expect(calls).toEqual([]);
  await app.request(secretPage, { headers: cookieHeader("A".repeat(43)) });
  expect(calls).toEqual(["findSessionByHash"]);
});

test("a session is looked up at most once per 5 s per id", async () => {
  const { app, access, later } = await setUp();
  const id = sessionIdSetBy(await unlockJson(app, { password: PASSWORD })) ?? "";
  let lookups = 0;
  const findSessionByHash = access.findSessionByHash.bind(access);
  access.findSessionByHash = (idHash) => {
    lookups++;
    return findSessionByHash(idHash);
  };
  for (let n = 0; n < 5; n++) expect(await statusWith(app, id)).toBe(200);
  expect(lookups).toBe(1);
  later(5000);
  expect(await statusWith(app, id)).toBe(200);
  expect(lookups).toBe(2);
});

test("a copied cookie is refused once the password changes or is removed, after the 5 s cache", async () => {
  const { app, access, later } = await setUp();
  const id = sessionIdSetBy(await unlockJson(app, { password: PASSWORD })) ?? "";
  expect(await statusWith(app, id)).toBe(200);
  await access.setPassword("another long password");
  later(4999);
  expect(await statusWith(app, id)).toBe(200);
  later(1);
  const refused = await app.request(secretPage, { headers: cookieHeader(id) });
  expect(refused.status).toBe(403);
  expect(await refused.text()).not.toContain(SECRET_TEXT);
  expect(refused.headers.getSetCookie()[0]).toMatch(/^private_session=; Max-Age=0/);
  const again = sessionIdSetBy(await unlockJson(app, { password: "another long password" })) ?? "";
  await access.removePassword();
  later(5000);
  expect(await statusWith(app, again, PRIVATE_IMAGE)).toBe(404);
});

test("a session ends at its expiry, even inside the cache's 5 s", async () => {
  const { app, later } = await setUp();
  const id = sessionIdSetBy(await unlockJson(app, { password: PASSWORD })) ?? "";
  later(12 * 60 * 60 * 1000 - 1000);
  expect(await statusWith(app, id)).toBe(200);
  later(1000);
  expect(await statusWith(app, id)).toBe(403);
});

test("lock ends the session at once on this server, clears the cookie and the browser's cache, and goes back", async () => {
  const { app, access } = await setUp();
  const id = sessionIdSetBy(await unlockJson(app, { password: PASSWORD })) ?? "";
  expect(await statusWith(app, id)).toBe(200);
  const lock = (body: string, headers: Record<string, string> = cookieHeader(id)) =>
    app.request("/api/access/lock", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...SAME_ORIGIN, ...headers },
      body,
    });
  const locked = await lock(`return=${encodeURIComponent(secretPage)}`);
  expect(locked.status).toBe(303);
  expect(locked.headers.get("Location")).toBe(secretPage);
  expect(locked.headers.get("Clear-Site-Data")).toBe('"cache"');
  expect(locked.headers.get("Cache-Control")).toBe("private, no-store");
  expect(sessionCookiesOf(locked)).toEqual([
    expect.stringMatching(/^private_session=; Max-Age=0; .*Path=\/; HttpOnly; SameSite=Lax$/),
  ]);
  // The copied cookie, replayed at once: refused, the 5 s cache notwithstanding.
  expect(await statusWith(app, id)).toBe(403);
  expect(await access.findSession(id)).toBeUndefined();
  // Control characters too: a header cannot carry them (a 500 before the security review).
  for (const target of ["//evil.example", "/\\evil.example", "https://evil.example", "/a b", "relative", "/\u0001x", "/\u007f"]) {
    expect((await lock(`return=${encodeURIComponent(target)}`, {})).headers.get("Location"), target).toBe("/");
  }
  const json = await app.request("/api/access/lock", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...SAME_ORIGIN },
    body: "{}",
  });
  expect([json.status, json.headers.get("Location"), json.headers.get("Clear-Site-Data")]).toEqual([303, "/", '"cache"']);
});
