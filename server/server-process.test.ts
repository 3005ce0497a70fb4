import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { PROOF_HEADER } from "#src/lib/proof-of-work/proof-fields.ts";
import { describePostgresUrl } from "./messages/postgres-store.ts";
import { openSqliteStore } from "./messages/sqlite-store.ts";
import { makeClientDir } from "./test-support/make-client-dir.ts";
import { killedAfterEachTest, startServerProcess } from "./test-support/server-process.ts";
import { startSmtpTestServer } from "./test-support/smtp-test-server.ts";
import { solveProofFrom } from "./test-support/solve-proof.ts";
import type { ServerProcess } from "./test-support/spawn-server.ts";
import { describeStore, POSTGRES } from "./test-support/test-stores.ts";

// Real processes over real HTTP: the server as `npm start` runs it, a loopback SMTP server, kill -9.
const root = mkdtempSync(path.join(tmpdir(), "server-process-"));
const clientDir = makeClientDir(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const started = killedAfterEachTest();

async function start(env: Record<string, string>) {
  const server = await startServerProcess({ CLIENT_DIR: clientDir, RATE_LIMIT_MAX: "100000", ...env });
  started.push(server);
  return server;
}

/** A post as the site's form sends it, with the proof of work solved first, so it is emailed. */
async function postMessage(url: string, subject: string) {
  const proof = await solveProofFrom({ request: (pathname) => fetch(`${url}${pathname}`) });
  return fetch(`${url}/api/send-message`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [PROOF_HEADER]: proof },
    body: JSON.stringify({ email: "visitor@example.com", subject, message: `Body of ${subject}` }),
  });
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

test("over HTTP: pages, the JSON API and a form post; says once that email is off; stops cleanly on SIGTERM", {
  timeout: 30_000,
}, async () => {
  const dataDir = path.join(root, "http");
  const server = await start({ DATA_DIR: dataDir });
  expect(server.output()).toContain("Email delivery is off");

  const home = await fetch(server.url);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("Home page");
  const sent = await postMessage(server.url, "Over HTTP");
  expect(sent.status).toBe(200);
  expect(await sent.json()).toEqual({ success: true, message: "Thank you for your message. I'll get back to you soon." });
  const form = await fetch(`${server.url}/api/send-message`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ email: "visitor@example.com", subject: "By form", message: "No JavaScript" }),
  });
  expect(form.status).toBe(303);

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(server.output().match(/Email delivery is off/g)).toHaveLength(1);
  const store = openSqliteStore(dataDir);
  expect((await store.list()).map((message) => message.subject)).toEqual(["By form", "Over HTTP"]);
  await store.close();
});

// The tests that only send requests share one server: starting one is most of a second on a busy machine.
describe("one server, shared by the tests that only send requests", () => {
  const token = "the owner's token for the health check, long enough";
  const dataDir = path.join(root, "shared");
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({
      CLIENT_DIR: clientDir,
      RATE_LIMIT_MAX: "100000",
      DATA_DIR: dataDir,
      HEALTHZ_TOKEN: token,
    });
  }, 30_000);
  afterAll(async () => {
    server.child.kill("SIGKILL");
    await server.exited;
  });

  test("over HTTP: /healthz says only 'ok' to anyone, and shows the store and mail state to the HEALTHZ_TOKEN bearer", async () => {
    const anyone = await fetch(`${server.url}/healthz`);
    expect(anyone.status).toBe(200);
    expect(await anyone.text()).toBe('{"status":"ok"}');
    const owner = await fetch(`${server.url}/healthz`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await owner.json()).toMatchObject({ status: "ok", store: { kind: "sqlite", ok: true }, mail: { enabled: false } });
    expect(server.output()).not.toContain(token);
  });

  /** A raw GET with the Host header and request target given as they are (fetch would tidy both). */
  function rawGet(
    url: string,
    target: string,
    host: string,
  ): Promise<{ status: number; location: string | undefined; csp?: string }> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      request({ hostname, port, path: target, headers: { Host: host } }, (response) => {
        response.resume();
        const csp = response.headers["content-security-policy"];
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          ...(typeof csp === "string" && { csp }),
        });
      })
        .on("error", reject)
        .end();
    });
  }

  test("over HTTP: a trailing slash is redirected relative to this site, whatever the Host header or the path says", async () => {
    expect(await rawGet(server.url, "/about/", "evil.example")).toMatchObject({ status: 301, location: "/about" });
    expect(await rawGet(server.url, "//evil.example/", "alexmorgan.design")).toMatchObject({
      status: 301,
      location: "/evil.example",
    });
    expect(await rawGet(server.url, "/about/?ref=mail", "alexmorgan.design")).toMatchObject({
      status: 301,
      location: "/about?ref=mail",
    });
    // The Node adapter refuses a backslash in the path before the app sees it.
    expect(await rawGet(server.url, "/\\evil.example/", "alexmorgan.design")).toMatchObject({ status: 400, location: undefined });
  });

  test("over HTTP: a prototype's policy names the site address the build handed over, or the loopback address asked for", async () => {
    const { port } = new URL(server.url);
    const scriptsOf = async (host: string) =>
      /script-src ([^;]*)/.exec((await rawGet(server.url, "/prototypes/demo.html", host)).csp ?? "")?.[1];
    expect(await scriptsOf(`127.0.0.1:${port}`)).toBe(`'self' http://127.0.0.1:${port}`);
    expect(await scriptsOf("evil.example")).toBe("'self' https://portfolio.example");
    expect(await scriptsOf("localhost.evil.example")).toBe("'self' https://portfolio.example");
  });

  /** A body sent in chunks (Transfer-Encoding: chunked), with no Content-Length. */
  function chunked(text: string): RequestInit {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });
    return { body, duplex: "half" } as RequestInit;
  }

  test("over HTTP: a body over 32 KB is refused with 413 whether its length is declared or it comes in chunks", async () => {
    const json = (message: string) => JSON.stringify({ email: "visitor@example.com", subject: "Size", message });
    const post = (init: RequestInit) =>
      fetch(`${server.url}/api/send-message`, { method: "POST", headers: { "Content-Type": "application/json" }, ...init });

    expect((await post({ body: json("x".repeat(40_000)) })).status).toBe(413);
    expect((await post(chunked(json("x".repeat(40_000))))).status).toBe(413);
    const small = await post(chunked(json("In chunks")));
    expect(small.status).toBe(200);

    // Answered 200 only once on disk: the store holds it while the server runs. No other test here posts.
    const store = openSqliteStore(dataDir);
    expect((await store.list()).map((message) => message.message)).toEqual(["In chunks"]);
    await store.close();
  });
});

test("killed with SIGKILL during a stream of posts: every answered message is kept, and emailed after restart", async () => {
  const dataDir = path.join(root, "crash");
  const smtp = await startSmtpTestServer();
  await smtp.stop(); // down while the first server runs, so every message is still queued at the crash
  const mailEnv = { DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_TO: "owner@example.com", MAIL_RETRY_BASE_SECONDS: "0.05" };
  const first = await start(mailEnv);

  const answered: string[] = [];
  let next = 0;
  let isKilled = false;
  const sender = async () => {
    while (!isKilled) {
      const subject = `Message ${next++}`;
      const response = await postMessage(first.url, subject).catch(() => undefined);
      if (response?.status === 200) answered.push(subject);
    }
  };
  const senders = Promise.all([sender(), sender(), sender(), sender()]);
  // Each post solves its proof first (a quarter of a CPU-second): a score of them is a stream enough.
  await waitFor(async () => answered.length >= 16, 40_000);
  first.child.kill("SIGKILL");
  isKilled = true;
  await senders;
  expect(await first.exited).toBe("SIGKILL");

  await smtp.start();
  await start(mailEnv);
  const emailed = () => new Set(smtp.received.map((email) => email.parsed.subject?.replace("Portfolio message: ", "")));
  await waitFor(async () => answered.every((subject) => emailed().has(subject)));
  await smtp.stop();

  const store = openSqliteStore(dataDir);
  const stored = new Set((await store.list()).map((message) => message.subject));
  await store.close();
  expect(answered.filter((subject) => !stored.has(subject))).toEqual([]);
  const messageIds = smtp.received.map((email) => email.parsed.messageId);
  expect(new Set(messageIds).size).toBe(messageIds.length); // each emailed once
}, 60_000);

describeStore(POSTGRES, "several servers", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  test("two servers on one PostgreSQL database: messages posted to either are stored once and emailed once", async () => {
    const place = await POSTGRES.makePlace();
    const smtp = await startSmtpTestServer();
    cleanups.push(smtp.stop, place.cleanup);
    const env = { ...place.env, SMTP_URL: smtp.url, MAIL_TO: "owner@example.com" };
    const servers = await Promise.all([start(env), start(env)]);
    const { password } = new URL(place.env.DATABASE_URL ?? "");
    for (const server of servers) {
      expect(server.output()).toContain(`(messages stored in PostgreSQL ${describePostgresUrl(place.env.DATABASE_URL ?? "")})`);
      if (password) expect(server.output()).not.toContain(password);
    }

    const subjects = Array.from({ length: 10 }, (_, index) => `Message ${index}`);
    const answers = await Promise.all(subjects.map((subject, index) => postMessage(servers[index % 2]?.url ?? "", subject)));
    expect(answers.map((answer) => answer.status)).toEqual(subjects.map(() => 200));
    await waitFor(() => smtp.received.length >= subjects.length);
    for (const server of servers) server.child.kill("SIGTERM");
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
    await smtp.stop();

    const store = await place.open();
    expect((await store.list()).map((message) => [message.subject, message.status]).sort()).toEqual(
      subjects.map((subject) => [subject, "sent"]).sort(),
    );
    const emailed = smtp.received.map((email) => email.parsed.subject?.replace("Portfolio message: ", ""));
    expect(emailed.sort()).toEqual([...subjects].sort());
  }, 30_000);
});
