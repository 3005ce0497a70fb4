import { expect, test } from "vitest";
import { findPrivateMisses } from "./load-report.ts";
import { formatPrivateWorkSection, privateChecks } from "./private-report.ts";
import { makePrivateWorkLoad } from "./private-work-fixture.ts";

test("judges the protected page's rate, the password check's median and the loop's longest gap", () => {
  const checks = privateChecks(makePrivateWorkLoad());
  expect(checks.map((check) => [check.result, check.verdict])).toEqual([
    ["9,000 req/s vs 10,000 req/s = 90%", "pass"],
    ["115 ms (slowest 300 ms; CPU 103 ms)", "pass"],
    ["23 ms (14 ms), 0.20 of a check; scrypt on the loop: 120 ms", "pass"],
  ]);
  expect(findPrivateMisses(makePrivateWorkLoad())).toEqual([]);
});

test("misses a protected page under 80% of the public one's rate, and says so as a problem", () => {
  const slow = makePrivateWorkLoad();
  slow.pages.protectedPage.reqPerSec = 7900;
  slow.pages.ratio = 0.79;
  expect(privateChecks(slow)[0]?.verdict).toBe("miss");
  expect(findPrivateMisses(slow)).toEqual([
    "private work: Protected page with a session against the public page, req/s: 7,900 req/s vs 10,000 req/s = 79%, target ≥ 80% of the public page",
  ]);
});

test("misses a password check over 250 ms, and a loop held as long as a check", () => {
  const slow = makePrivateWorkLoad();
  slow.password.sequential.wallMs = [240, 260, 270];
  slow.password.loopWhileChecking.maxMs = 280;
  expect(privateChecks(slow).map((check) => check.verdict)).toEqual(["pass", "miss", "miss"]);
});

test("the section shows the loop idle, while checking, and blocked, with every verdict", () => {
  const markdown = formatPrivateWorkSection(makePrivateWorkLoad());
  expect(markdown).toContain("scrypt N = 2^15, r = 8, p = 1");
  expect(markdown).toMatch(/^\| Control: scrypt on the loop +\| 115 +\| 120 +\| 120 +\| 3 +\|$/m);
  expect(markdown.match(/\*\*pass\*\*/g)).toHaveLength(3);
});
