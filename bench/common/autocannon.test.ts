import { afterEach, expect, test } from "vitest";
import { type LoopbackHttpServer, startLoopbackHttpServer } from "#server/test-support/loopback-http-server.ts";
import { runAutocannon, singleRequest, summariseRun } from "./autocannon.ts";

const servers: LoopbackHttpServer[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

test("counts every answer over the run's own seconds, whatever its status", () => {
  const result = summariseRun(
    "POST /api/send-message",
    50,
    { latency: { p50: 3, p99: 12 }, errors: 2, timeouts: 1, statusCodeStats: { "200": { count: 290 }, "429": { count: 10 } } },
    0.3,
  );
  expect(result).toEqual({
    name: "POST /api/send-message",
    connections: 50,
    reqPerSec: 1000,
    p50Ms: 3,
    p99Ms: 12,
    answers: 300,
    seconds: 0.3,
    statuses: { "200": 290, "429": 10 },
    errors: 2,
    timeouts: 1,
  });
});

test("gives no rate for a run that got no answer", () => {
  const result = summariseRun("GET /", 1, { latency: { p50: 0, p99: 0 }, errors: 5, timeouts: 5, statusCodeStats: {} }, 0);
  expect(result).toMatchObject({ reqPerSec: 0, answers: 0, errors: 5 });
});

test("times a counted run to its last answer, not to autocannon's next once-a-second tick", async () => {
  const server = await startLoopbackHttpServer((_request, response) => response.end("ok"));
  servers.push(server);
  const result = await runAutocannon(server.url, singleRequest({ method: "GET", path: "/bare" }), 10, { amount: 200 });
  expect(result).toMatchObject({ name: "GET /bare", connections: 10, answers: 200, statuses: { "200": 200 }, errors: 0 });
  // 200 answers from a local "ok" take well under a second; autocannon's own duration would be at least 1 s.
  expect(result.seconds).toBeGreaterThan(0);
  expect(result.seconds).toBeLessThan(0.9);
  expect(result.reqPerSec).toBeCloseTo(200 / result.seconds);
});
