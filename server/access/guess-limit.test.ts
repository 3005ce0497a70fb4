import { afterEach, expect, test, vi } from "vitest";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import { settledWithClockStill, untilReal, useFakeClock } from "../test-support/fake-clock.ts";
import { SECRET_SLUG } from "../test-support/make-private-output.ts";
import { sessionIdSetBy, unlockForm, unlockJson, unlockWithProof, withAccess } from "../test-support/private-requests.ts";

// scrypt costs tens of milliseconds a try; a busy machine makes that more.
vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = "correct horse battery";
const MINUTE = 60_000;
const setUpApp = cleanedUpPerTest();

/** An app behind a proxy, so each request names its address, on a clock the test moves. */
async function setUp(overBudgetWaitMs?: number) {
  let time = Date.parse("2026-11-25T10:00:00Z");
  const testApp = withAccess(setUpApp({ withPrivateWork: true, trustProxy: true, now: () => new Date(time), overBudgetWaitMs }));
  await testApp.setPassword(PASSWORD);
  return {
    ...testApp,
    later: (ms: number) => {
      time += ms;
    },
  };
}

const from = (address: string) => ({ "X-Forwarded-For": address });
afterEach(() => {
  vi.useRealTimers();
});

test("5 wrong tries per 10 minutes per address, shared by an IPv6 /64; then 429 even for the right password", async () => {
  const { app, later } = await setUp();
  // Each with a proof of work, as the teaser's script sends it: one failure each.
  for (let n = 1; n <= 5; n++) {
    expect((await unlockWithProof(app, { password: `wrong ${n}` }, from(`2001:db8:1:2::${n}`))).status).toBe(403);
  }
  const refused = await unlockJson(app, { password: PASSWORD }, from("2001:db8:1:2:ffff:ffff:ffff:ffff"));
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ success: false, error: "Too many tries. Try again in 10 minutes." });
  expect(refused.headers.get("Retry-After")).toBe("600");
  expect(sessionIdSetBy(refused)).toBeUndefined();
  // Another /64, or an IPv4 address, has its own allowance.
  expect((await unlockJson(app, { password: "wrong" }, from("2001:db8:1:3::1"))).status).toBe(403);
  expect((await unlockJson(app, { password: PASSWORD }, from("203.0.113.9"))).status).toBe(200);
  later(4 * MINUTE);
  const waiting = await unlockJson(app, { password: PASSWORD }, from("2001:db8:1:2::1"));
  expect(await waiting.json()).toEqual({ success: false, error: "Too many tries. Try again in 6 minutes." });
  later(5 * MINUTE + 59_000);
  expect(await (await unlockJson(app, { password: PASSWORD }, from("2001:db8:1:2::1"))).json()).toEqual({
    success: false,
    error: "Too many tries. Try again in 1 minute.",
  });
  later(1001);
  expect((await unlockJson(app, { password: PASSWORD }, from("2001:db8:1:2::1"))).status).toBe(200);
});

test("the limit is checked before any hashing: a refused try costs no scrypt", async () => {
  const { app, access } = await setUp();
  for (let n = 1; n <= 5; n++) await unlockJson(app, { password: `wrong ${n}` }, from("198.51.100.7"));
  const checkPassword = vi.spyOn(access, "checkPassword");
  expect((await unlockJson(app, { password: PASSWORD }, from("198.51.100.7"))).status).toBe(429);
  expect(checkPassword).not.toHaveBeenCalled();
});

test("a form post counts double, and a refused one shows the teaser with the sentence, 429", async () => {
  const { app } = await setUp();
  const address = from("192.0.2.44");
  expect((await unlockForm(app, { password: "wrong one", slug: SECRET_SLUG }, address)).status).toBe(403);
  expect((await unlockForm(app, { password: "wrong two", slug: SECRET_SLUG }, address)).status).toBe(403);
  // 4 counted: one more try, which makes 6.
  expect((await unlockForm(app, { password: "wrong three", slug: SECRET_SLUG }, address)).status).toBe(403);
  const refused = await unlockForm(app, { password: PASSWORD, slug: SECRET_SLUG }, address);
  expect(refused.status).toBe(429);
  expect(await refused.text()).toContain(
    '<p class="private-teaser__error" role="alert">Too many tries. Try again in 10 minutes.</p>',
  );
});

test("over 100 failures in the last hour across the site, every try waits before it is checked", async () => {
  const { app, access, later } = await setUp(2000);
  // 100 failures from 100 other addresses (their keyed hashes) in the last hour.
  for (let n = 0; n < 100; n++) await access.recordFailure(n.toString(16).padStart(64, "0"));
  const checkPassword = vi.spyOn(access, "checkPassword");
  const unlock = () => unlockJson(app, { password: PASSWORD }, from("203.0.113.50"));
  // The wait on the fake clock (server/test-support/fake-clock.ts): to the millisecond, in no real time.
  useFakeClock();
  expect((await settledWithClockStill(unlock())).status).toBe(200);
  expect(await access.lastBudgetSpentAt()).toBeUndefined();

  await access.recordFailure("f".repeat(64));
  checkPassword.mockClear();
  const waiting = unlock();
  // In the line: its password is checked once the whole wait has passed, not a millisecond before.
  await untilReal(() => vi.getTimerCount() > 0);
  await vi.advanceTimersByTimeAsync(1999);
  expect(checkPassword).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect((await settledWithClockStill(waiting)).status).toBe(200);
  expect(checkPassword).toHaveBeenCalledOnce();
  const spentAt = new Date(Date.parse("2026-11-25T10:00:00Z"));
  expect(await access.lastBudgetSpentAt()).toEqual(spentAt);
  // An hour later they are forgotten; when the budget was last spent is not.
  later(60 * MINUTE + 1);
  expect((await settledWithClockStill(unlock())).status).toBe(200);
  expect(await access.lastBudgetSpentAt()).toEqual(spentAt);
});

test("a right password is no failure: unlocking again and again from one address is never refused", async () => {
  const { app, access } = await setUp();
  // Counted as it starts, before the hash, then taken back once it proves right (a form post counts two).
  for (let n = 0; n < 6; n++) expect((await unlockForm(app, { password: PASSWORD }, from("198.51.100.7"))).status).toBe(303);
  expect(await access.countAllFailures(new Date(0))).toBe(0);
  expect((await unlockForm(app, { password: "wrong" }, from("198.51.100.7"))).status).toBe(403);
  expect(await access.countAllFailures(new Date(0))).toBe(2);
});
