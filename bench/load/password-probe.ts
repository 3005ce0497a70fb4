// How long one check of the password for private work takes (server/access/password-hash.ts: scrypt
// through node:crypto's asynchronous API) and what it does to the event loop meanwhile
// (docs/decisions/016-private-work.md). Run in the bench's own process while no server is under load.
import { scryptSync } from "node:crypto";
import { type IntervalHistogram, monitorEventLoopDelay } from "node:perf_hooks";
import { hashPassword, SCRYPT_PARAMETERS, verifyPassword } from "#server/access/password-hash.ts";
import { median } from "../common/stats.ts";

/** perf_hooks' sampling timer, in ms: a loop that is never held shows gaps of about this. */
const RESOLUTION_MS = 10;
const IDLE_MS = 2000;
const SEQUENTIAL_CHECKS = 20;
// The guess limit lets one address have 5 tries checked at once (docs/product.md#serving-private-work).
const BATCH = 5;
const BATCHES = 4;
const BLOCKING_CHECKS = 3;

/** Gaps between turns of the event loop, in ms, as monitorEventLoopDelay records them. */
export interface LoopGaps {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  samples: number;
}

export interface PasswordProbe {
  scrypt: typeof SCRYPT_PARAMETERS;
  /** One wrong password at a time, as most tries come: wall time and the process's CPU time of each. */
  sequential: { wallMs: number[]; cpuMs: number[] };
  /** Batches of tries at once: each batch's wall time, over the checks in it. */
  concurrent: { batchSize: number; batchWallMs: number[] };
  /** Before any check, the same length of doing nothing: what the machine's own load does to the loop. */
  loopIdle: LoopGaps;
  /** While the sequential and concurrent checks ran. */
  loopWhileChecking: LoopGaps;
  /** The control: the same scrypt run synchronously on the loop, as a check must never be. */
  loopWhileBlocking: LoopGaps;
}

const toMs = (ns: number) => Math.round((ns / 1e6) * 10) / 10;

function gapsOf(histogram: IntervalHistogram): LoopGaps {
  return {
    p50Ms: toMs(histogram.percentile(50)),
    p99Ms: toMs(histogram.percentile(99)),
    maxMs: toMs(histogram.max),
    samples: histogram.count,
  };
}

/** The loop's gaps while `work` runs. */
async function watchLoop(work: () => Promise<void>): Promise<LoopGaps> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  try {
    await work();
  } finally {
    histogram.disable();
  }
  return gapsOf(histogram);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function probePasswordChecks(log: (line: string) => void): Promise<PasswordProbe> {
  const stored = await hashPassword("the password for private work");
  const wrong = "not the password, but as long";
  const loopIdle = await watchLoop(() => pause(IDLE_MS));
  const sequential: PasswordProbe["sequential"] = { wallMs: [], cpuMs: [] };
  const batchWallMs: number[] = [];
  const loopWhileChecking = await watchLoop(async () => {
    for (let check = 0; check < SEQUENTIAL_CHECKS; check += 1) {
      const cpuBefore = process.cpuUsage();
      const startedAt = performance.now();
      if (await verifyPassword(wrong, stored)) throw new Error("a wrong password was accepted");
      sequential.wallMs.push(performance.now() - startedAt);
      const cpu = process.cpuUsage(cpuBefore);
      sequential.cpuMs.push((cpu.user + cpu.system) / 1000);
    }
    for (let batch = 0; batch < BATCHES; batch += 1) {
      const startedAt = performance.now();
      await Promise.all(Array.from({ length: BATCH }, () => verifyPassword(wrong, stored)));
      batchWallMs.push(performance.now() - startedAt);
    }
  });
  log(
    `password check: median ${Math.round(median(sequential.wallMs))} ms (CPU ${Math.round(median(sequential.cpuMs))} ms); ` +
      `loop gaps p99 ${loopWhileChecking.p99Ms} ms, max ${loopWhileChecking.maxMs} ms (idle: max ${loopIdle.maxMs} ms)`,
  );
  const { logN, r, p } = SCRYPT_PARAMETERS;
  const loopWhileBlocking = await watchLoop(async () => {
    for (let check = 0; check < BLOCKING_CHECKS; check += 1) {
      scryptSync(wrong, "a salt of sixteen", 32, { N: 2 ** logN, r, p, maxmem: 2 * 128 * 2 ** logN * r * p });
      // A turn of the loop between checks, so each stall is recorded as a gap of its own.
      await pause(RESOLUTION_MS);
    }
  });
  log(`control, scrypt on the loop: gaps p99 ${loopWhileBlocking.p99Ms} ms, max ${loopWhileBlocking.maxMs} ms`);
  return {
    scrypt: SCRYPT_PARAMETERS,
    sequential,
    concurrent: { batchSize: BATCH, batchWallMs },
    loopIdle,
    loopWhileChecking,
    loopWhileBlocking,
  };
}
