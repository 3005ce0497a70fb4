import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { percentile, runPaced } from "./paced-run.ts";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

test("percentile picks the nearest rank", () => {
  const values = Array.from({ length: 100 }, (_, index) => index + 1);
  expect(percentile(values, 0.5)).toBe(50);
  expect(percentile(values, 0.99)).toBe(99);
  expect(percentile([7], 0.99)).toBe(7);
  expect(percentile([], 0.5)).toBe(0);
});

test("sends at the given rate without waiting for answers, and counts what came back", async () => {
  let received = 0;
  const server = createServer((request, response) => {
    received += 1;
    // Every other request is slow: the pace must not wait for it.
    const delay = received % 2 === 0 ? 1000 : 0;
    setTimeout(() => {
      response.statusCode = request.url === "/refused" ? 429 : 200;
      response.end("ok");
    }, delay);
  });
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const result = await runPaced(
    url,
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
  expect(result).toMatchObject({ responses: 20, responses2xx: 10, non2xx: { "429": 10 }, errors: 0, timeouts: 0 });
  expect(result.connections).toBeGreaterThan(1);
  expect(result.latencyP99Ms).toBeGreaterThanOrEqual(1000);
  expect(result.latencyP50Ms).toBeLessThan(1000);
});
