import { afterEach, expect, test } from "vitest";
import { type LoopbackHttpServer, startLoopbackHttpServer } from "#server/test-support/loopback-http-server.ts";
import { runPaced } from "./paced-run.ts";

const servers: LoopbackHttpServer[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

test("sends at the given rate without waiting for answers, and counts what came back", async () => {
  let received = 0;
  const server = await startLoopbackHttpServer((request, response) => {
    received += 1;
    // Every other request is slow: the pace must not wait for it.
    const delay = received % 2 === 0 ? 1000 : 0;
    setTimeout(() => {
      response.statusCode = request.url === "/refused" ? 429 : 200;
      response.end("ok");
    }, delay);
  });
  servers.push(server);

  const result = await runPaced(
    server.url,
    {
      name: "paced",
      requests: [
        { method: "GET", path: "/" },
        { method: "GET", path: "/refused" },
      ],
    },
    { durationSeconds: 1, perSecond: 20, rateLimit: "high" },
  );

  expect(received).toBe(20);
  expect(result).toMatchObject({ answers: 20, statuses: { "200": 10, "429": 10 }, errors: 0, timeouts: 0 });
  expect(result.connections).toBeGreaterThan(1);
  expect(result.p99Ms).toBeGreaterThanOrEqual(1000);
  expect(result.p50Ms).toBeLessThan(1000);
  // The last request leaves at 0.95 s and is one of the slow ones: the run lasts until its answer.
  expect(result.seconds).toBeGreaterThanOrEqual(1.9);
  expect(result.reqPerSec).toBeCloseTo(20 / result.seconds);
});
