import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, type TestContext, test } from "vitest";
import { openSqliteStore } from "./messages/sqlite-store.ts";
import { makeClientDir } from "./test-support/make-client-dir.ts";
import { startServerProcess } from "./test-support/server-process.ts";
import type { ServerProcess } from "./test-support/spawn-server.ts";

// Real sockets against the server as `npm start` runs it, with timeouts of a few seconds. Times are
// only checked against generous bounds: these machines are noisy. One server for all of them, and
// the slow clients side by side (each on connections of its own): the timeouts are real seconds to wait.
const root = mkdtempSync(path.join(tmpdir(), "slow-clients-"));
const clientDir = makeClientDir(root);
const dataDir = path.join(root, "data");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const REQUEST_TIMEOUT_MS = 3000;
const HEADERS_TIMEOUT_MS = 1000;
const KEEP_ALIVE_TIMEOUT_MS = 1000;
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({
    CLIENT_DIR: clientDir,
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: "100000",
    REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_MS / 1000),
    HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_MS / 1000),
    KEEPALIVE_TIMEOUT_SECONDS: String(KEEP_ALIVE_TIMEOUT_MS / 1000),
  });
}, 30_000);
afterAll(async () => {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  await server.exited;
});

/** A raw connection to the server, closed when the test ends: what it answered so far, and when it closed. */
async function connect(url: string, { onTestFinished }: TestContext) {
  const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
  onTestFinished(() => {
    socket.destroy();
  });
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk) => (received += chunk));
  socket.on("error", () => {}); // a reset is a way of closing too
  const closedAt = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now())));
  await new Promise((resolve) => socket.once("connect", resolve));
  return { socket, closedAt, received: () => received, isClosed: () => socket.destroyed };
}

function postMessage(url: string, subject: string) {
  return fetch(`${url}/api/send-message`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "visitor@example.com", subject, message: "Quick." }),
  });
}

describe.concurrent("slow clients, side by side", () => {
  test("a POST whose body trickles in a byte every 100 ms holds up nobody, and is ended with 408 after the request timeout", async (context) => {
    const slow = await connect(server.url, context);
    const body = JSON.stringify({ email: "slow@example.com", subject: "Slow", message: "x".repeat(150) });
    const startedAt = Date.now();
    slow.socket.write(
      `POST /api/send-message HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    let sent = 0;
    const trickle = setInterval(() => {
      if (sent < body.length && !slow.isClosed()) slow.socket.write(body.charAt(sent++));
    }, 100);

    try {
      const [page, post] = await Promise.all([fetch(server.url), postMessage(server.url, "Fast")]);
      expect(page.status).toBe(200);
      expect(post.status).toBe(200);
      expect(slow.isClosed()).toBe(false);
      expect(sent).toBeLessThan(body.length);

      // The whole body would take 20 s to arrive.
      const closedAt = await slow.closedAt;
      expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAt - startedAt).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
      expect(closedAt - startedAt).toBeLessThan(15_000);
      expect(sent).toBeLessThan(body.length);
    } finally {
      clearInterval(trickle);
    }
    expect((await fetch(server.url)).status).toBe(200);
  }, 40_000);

  test("connections that say nothing, or only part of their headers, are closed after the headers timeout; others are served meanwhile", async (context) => {
    const startedAt = Date.now();
    const silent = await connect(server.url, context);
    const partial = await connect(server.url, context);
    partial.socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/ht");

    const page = await fetch(server.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Home page");

    for (const connection of [silent, partial]) {
      const closedAt = await connection.closedAt;
      expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAt - startedAt).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
      expect(closedAt - startedAt).toBeLessThan(10_000);
    }
    expect((await fetch(server.url)).status).toBe(200);
  }, 40_000);

  test("an idle keep-alive connection is closed after the keep-alive timeout", async (context) => {
    const connection = await connect(server.url, context);
    connection.socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await new Promise((resolve) => connection.socket.once("data", resolve));
    const answeredAt = Date.now();
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
    const closedAt = await connection.closedAt;
    expect(closedAt - answeredAt).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 100);
    expect(closedAt - answeredAt).toBeLessThan(4000); // Node's own default would be 5 s
  }, 40_000);
});

test("after them, it stops cleanly on SIGTERM, having printed no error, with only the fast post stored", async () => {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  const store = openSqliteStore(dataDir);
  expect((await store.list()).map((message) => message.subject)).toEqual(["Fast"]);
  await store.close();
  expect(server.output()).not.toMatch(/error/i);
});
