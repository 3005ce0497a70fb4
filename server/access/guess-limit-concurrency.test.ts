// The guessing limits under tries sent together (docs/decisions/016-private-work.md, threat model: "A
// guesser of the password"): written in the security review, where the limits held only for tries sent
// one after another.
import { afterEach, expect, test, vi } from "vitest";
import { cleanedUpPerTest } from "../test-support/create-test-app.ts";
import { realPause, settledWithClockStill, untilReal, useFakeClock } from "../test-support/fake-clock.ts";
import { unlockJson, withAccess } from "../test-support/private-requests.ts";
import { GUESS_LIMIT, MAX_WAITING_TRIES, OVER_BUDGET_WAIT_MS, SITE_BUDGET } from "./guess-limit.ts";

// scrypt costs tens of milliseconds a try; a busy machine makes that more.
vi.setConfig({ testTimeout: 120_000 });
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = "correct horse battery";
const setUpApp = cleanedUpPerTest();
const from = (address: string) => ({ "X-Forwarded-For": address });

async function setUp() {
  const testApp = withAccess(setUpApp({ withPrivateWork: true, trustProxy: true }));
  await testApp.setPassword(PASSWORD);
  return testApp;
}

test("tries sent together from one address get no more than 5 passwords checked", async () => {
  const { app } = await setUp();
  const tries = Array.from({ length: 20 }, (_, n) => unlockJson(app, { password: `wrong ${n}` }, from("198.51.100.23")));
  const statuses = (await Promise.all(tries)).map((response) => response.status);
  // 403 is a password checked and found wrong; 429 a try refused before any hashing.
  // Each try counts before any is checked: as many as 5 may be checked, and all of the rest are refused.
  const checked = statuses.filter((status) => status === 403).length;
  expect(checked).toBeLessThanOrEqual(GUESS_LIMIT.failures);
  expect(statuses.filter((status) => status === 429)).toHaveLength(20 - checked);
});

/** Counts the tries that found the site-wide budget spent: each notes it, then joins the line (or is refused). */
function budgetNotes(access: { recordBudgetSpent(): Promise<void> }) {
  const spy = vi.spyOn(access, "recordBudgetSpent");
  return () => spy.mock.settledResults.filter(({ type }) => type === "fulfilled").length;
}

// The waits run on the fake clock (server/test-support/fake-clock.ts): it stands still until every
// try has joined the line, so none can leave it early, then the test moves it.
test("past the site-wide budget, tries from many addresses sent together are checked one wait apart", async () => {
  const { app, access } = await setUp();
  // The budget spent, as many addresses' failures would spend it.
  for (let n = 0; n <= SITE_BUDGET.failures; n++) await access.recordFailure(`${n}`.padStart(64, "0"));
  const noted = budgetNotes(access);
  const checkPassword = vi.spyOn(access, "checkPassword");
  useFakeClock();
  const tries = Array.from({ length: 10 }, (_, n) => unlockJson(app, { password: `wrong ${n}` }, from(`203.0.113.${n + 1}`)));
  await untilReal(() => noted() === tries.length);
  // "Slows every try after it": one more password checked each wait, wherever the tries come from, and not a millisecond sooner.
  for (let checked = 1; checked <= tries.length; checked++) {
    await vi.advanceTimersByTimeAsync(OVER_BUDGET_WAIT_MS - 1);
    await realPause();
    expect(checkPassword).toHaveBeenCalledTimes(checked - 1);
    await vi.advanceTimersByTimeAsync(1);
    await untilReal(() => checkPassword.mock.calls.length >= checked);
  }
  const answers = await settledWithClockStill(Promise.all(tries));
  expect(answers.map((answer) => answer.status)).toEqual(tries.map(() => 403));
});

// A try without a proof of work counts two failures (unlockJson sends none).
const WEIGHT_WITHOUT_PROOF = 2;

test("past the site-wide budget, a try beyond the 15 waiting is refused at once, and counts no failure", async () => {
  const { app, access } = await setUp();
  for (let n = 0; n <= SITE_BUDGET.failures; n++) await access.recordFailure(`${n}`.padStart(64, "0"));
  const noted = budgetNotes(access);
  useFakeClock();
  const tries = Array.from({ length: MAX_WAITING_TRIES + 5 }, (_, n) =>
    unlockJson(app, { password: `wrong ${n}` }, from(`203.0.113.${n + 1}`)),
  );
  let answeredAtOnce = 0;
  for (const answer of tries) void Promise.resolve(answer).then(() => answeredAtOnce++);
  await untilReal(() => noted() === tries.length);
  // Every try has joined the line or been refused, and the clock has not moved: the refused are answered already.
  await untilReal(() => answeredAtOnce === 5);
  await vi.advanceTimersByTimeAsync(MAX_WAITING_TRIES * OVER_BUDGET_WAIT_MS);
  const answers = await settledWithClockStill(Promise.all(tries));
  const refused = answers.filter((answer) => answer.status === 429);
  expect(answers.filter((answer) => answer.status === 403)).toHaveLength(MAX_WAITING_TRIES);
  expect(refused).toHaveLength(5);
  expect(await refused[0]?.json()).toEqual({ success: false, error: "Too many tries. Try again in 1 minute." });
  expect(refused[0]?.headers.get("Retry-After")).toBe("60");
  // The budget's 101 failures, and the 15 tries that were checked and wrong; not the 5 refused.
  expect(await access.countAllFailures(new Date(0))).toBe(SITE_BUDGET.failures + 1 + MAX_WAITING_TRIES * WEIGHT_WITHOUT_PROOF);
});

test("tries refused by an address's limit do not spend the site-wide budget", async () => {
  const { app, access } = await setUp();
  const tries = Array.from({ length: 20 }, (_, n) => unlockJson(app, { password: `wrong ${n}` }, from("198.51.100.24")));
  const statuses = (await Promise.all(tries)).map((response) => response.status);
  const checked = statuses.filter((status) => status === 403).length;
  expect(statuses.filter((status) => status === 429)).toHaveLength(20 - checked);
  expect(await access.countAllFailures(new Date(0))).toBe(checked * WEIGHT_WITHOUT_PROOF);
});

test("past the site-wide budget, a try from an address without failures in the last hour is checked first", async () => {
  const { app, access } = await setUp();
  // A guesser's wrong try, then the rest of the budget spent by other addresses.
  expect((await unlockJson(app, { password: "wrong before" }, from("198.51.100.30"))).status).toBe(403);
  for (let n = 0; n < SITE_BUDGET.failures; n++) await access.recordFailure(`${n}`.padStart(64, "0"));
  const noted = budgetNotes(access);
  const checkPassword = vi.spyOn(access, "checkPassword");
  useFakeClock();
  const guesser = unlockJson(app, { password: "wrong again" }, from("198.51.100.30"));
  await untilReal(() => noted() === 1);
  const visitor = unlockJson(app, { password: PASSWORD }, from("203.0.113.77"));
  await untilReal(() => noted() === 2);
  await vi.advanceTimersByTimeAsync(OVER_BUDGET_WAIT_MS);
  await untilReal(() => checkPassword.mock.calls.length === 1);
  expect(checkPassword).toHaveBeenLastCalledWith(PASSWORD);
  expect((await settledWithClockStill(visitor)).status).toBe(200);
  await vi.advanceTimersByTimeAsync(OVER_BUDGET_WAIT_MS);
  expect((await settledWithClockStill(guesser)).status).toBe(403);
});
