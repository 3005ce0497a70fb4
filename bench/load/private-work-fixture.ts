// Test factory: a plausible measurement of private work under load, every target met.
import { SCRYPT_PARAMETERS } from "#server/access/password-hash.ts";
import type { LoadRun } from "./load-run.ts";
import type { PrivateWorkLoad } from "./private-report.ts";

const pageRun = (name: string, reqPerSec: number): LoadRun => ({
  name,
  rateLimit: "high",
  connections: 200,
  reqPerSec,
  p50Ms: 12,
  p99Ms: 30,
  answers: reqPerSec * 30,
  seconds: 30,
  statuses: { "200": reqPerSec * 30 },
  errors: 0,
  timeouts: 0,
});

export function makePrivateWorkLoad(): PrivateWorkLoad {
  return {
    pages: {
      publicPage: pageRun("GET /case-studies/public (public)", 10_000),
      protectedPage: pageRun("GET /case-studies/protected (protected, with a session)", 9000),
      ratio: 0.9,
    },
    password: {
      scrypt: SCRYPT_PARAMETERS,
      sequential: { wallMs: [100, 110, 120, 300], cpuMs: [95, 100, 105, 110] },
      concurrent: { batchSize: 5, batchWallMs: [300, 320] },
      loopIdle: { p50Ms: 10, p99Ms: 12, maxMs: 20, samples: 190 },
      loopWhileChecking: { p50Ms: 10, p99Ms: 14, maxMs: 23, samples: 400 },
      loopWhileBlocking: { p50Ms: 115, p99Ms: 120, maxMs: 120, samples: 3 },
    },
  };
}
