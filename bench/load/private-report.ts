// The load report's part on private work (bench/load-results.md): the protected page under load
// against the public one, and the password check's time and what it does to the event loop, each
// judged against its target (bench/page/targets.ts).
import { median } from "../common/stats.ts";
import { formatMs, formatPercent, formatRate, markdownTable } from "../page/format.ts";
import { judge, TARGETS, type Verdict } from "../page/targets.ts";
import type { PasswordProbe } from "./password-probe.ts";
import type { PrivateLoad } from "./private-load.ts";

export interface PrivateWorkLoad {
  pages: PrivateLoad;
  password: PasswordProbe;
}

export interface PrivateCheck {
  measurement: string;
  result: string;
  target: string;
  verdict: Verdict;
}

/** The loop's longest gap while checks ran, over one check's median time (see TARGETS.passwordLoopGapShare). */
export function loopGapShare(password: PasswordProbe): number {
  return password.loopWhileChecking.maxMs / median(password.sequential.wallMs);
}

export function privateChecks({ pages, password }: PrivateWorkLoad): PrivateCheck[] {
  const checkMs = median(password.sequential.wallMs);
  const { loopWhileChecking: checking, loopWhileBlocking: blocking } = password;
  return [
    {
      measurement: "Protected page with a session against the public page, req/s",
      result: `${formatRate(pages.protectedPage.reqPerSec)} vs ${formatRate(pages.publicPage.reqPerSec)} = ${formatPercent(pages.ratio)}`,
      target: TARGETS.privatePagesRatio.label,
      verdict: judge(pages.ratio, TARGETS.privatePagesRatio),
    },
    {
      measurement: `One password check, median of ${password.sequential.wallMs.length} one at a time`,
      result: `${formatMs(checkMs)} (slowest ${formatMs(Math.max(...password.sequential.wallMs))}; CPU ${formatMs(median(password.sequential.cpuMs))})`,
      target: TARGETS.passwordCheckMs.label,
      verdict: judge(checkMs, TARGETS.passwordCheckMs),
    },
    {
      measurement: "Event loop while checks run: longest gap (p99)",
      result: `${formatMs(checking.maxMs)} (${formatMs(checking.p99Ms)}), ${loopGapShare(password).toFixed(2)} of a check; scrypt on the loop: ${formatMs(blocking.maxMs)}`,
      target: TARGETS.passwordLoopGapShare.label,
      verdict: judge(loopGapShare(password), TARGETS.passwordLoopGapShare),
    },
  ];
}

export function formatPrivateWorkSection(privateWork: PrivateWorkLoad): string {
  const { password } = privateWork;
  const { logN, r, p } = password.scrypt;
  const gaps = (label: string, { p50Ms, p99Ms, maxMs, samples }: PasswordProbe["loopIdle"]) => [
    label,
    String(p50Ms),
    String(p99Ms),
    String(maxMs),
    String(samples),
  ];
  const batchMs = median(password.concurrent.batchWallMs);
  return `## Private work

A site of the real content plus a protected copy of the real case study (same body, images and
prototype; its own slug and a title as long), built for the run (\`bench/common/private-site.ts\`), so
the two pages are the same size and differ in how they are served: the public one from memory to
anyone, the protected one after its session is looked up (cached 5 s), \`private, no-store\`. The
session is a share link made through the access store and opened at \`/s/{token}\`; its cookies are
sent with every request to the protected page. The two pages ran in the order public, protected,
protected, public, with the rows above.

The password check is \`verifyPassword\` (scrypt N = 2^${logN}, r = ${r}, p = ${p}) with a wrong password,
in the bench's own process with no server running: ${password.sequential.wallMs.length} checks one at a time, then
${password.concurrent.batchWallMs.length} batches of ${password.concurrent.batchSize} at once (the most one address gets checked together), which took
${formatMs(batchMs)} a batch (median). CPU time is the process's user + system time over each check.
The event loop is watched with \`perf_hooks.monitorEventLoopDelay\` (10 ms timer: an idle loop shows
gaps of about 10 ms), idle first, then while the checks run, then while the same scrypt runs
synchronously on the loop, the control that shows what a blocked loop looks like here.

${markdownTable(
  ["Event loop", "p50 gap ms", "p99 gap ms", "Longest gap ms", "Samples"],
  [
    gaps("Idle", password.loopIdle),
    gaps("While checks run", password.loopWhileChecking),
    gaps("Control: scrypt on the loop", password.loopWhileBlocking),
  ],
)}

${markdownTable(
  ["Measurement", "Result", "Target", "Verdict"],
  privateChecks(privateWork).map((check) => [check.measurement, check.result, check.target, `**${check.verdict}**`]),
)}
`;
}
