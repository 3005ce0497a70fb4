import { describe, expect, test } from "vitest";
import { PROOF_FIELD, PROOF_HEADER } from "#src/lib/proof-of-work/proof-fields.ts";
import { cleanedUpPerTest, TEST_PROOF_SECRET } from "../test-support/create-test-app.ts";
import { solveProof, solveProofFrom } from "../test-support/solve-proof.ts";
import { describeStore, POSTGRES } from "../test-support/test-stores.ts";
import { createProofOfWork, PROOF_LIFETIME_MS } from "./proof-of-work.ts";

const setUp = cleanedUpPerTest();

type App = ReturnType<typeof setUp>["app"];
const VALID = { email: "ada@example.com", subject: "Hello", message: "Let's talk." };

function post(app: App, body: BodyInit, contentType = "application/json", headers: Record<string, string> = {}) {
  return app.request("/api/send-message", { method: "POST", headers: { "Content-Type": contentType, ...headers }, body });
}

function postForm(app: App, fields: Record<string, string>, headers: Record<string, string> = { Origin: "http://localhost" }) {
  return post(app, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", headers);
}

test("stores a valid message with its proof of work, trimmed and queued for email, and thanks the sender", async () => {
  const { app, store, accepted } = setUp();
  const proof = { [PROOF_HEADER]: await solveProofFrom(app) };
  const response = await post(
    app,
    JSON.stringify({ email: " ada@example.com ", subject: " Hello ", message: " Let's talk. " }),
    "application/json",
    proof,
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true, message: "Thank you for your message. I'll get back to you soon." });
  expect(await store.list()).toEqual([expect.objectContaining({ ...VALID, status: "queued", attempts: 0 })]);
  expect(accepted.map((message) => message.id)).toEqual((await store.list()).map((message) => message.id));
});

test("answers 400 with a field-specific sentence and stores nothing", async () => {
  const { app, store } = setUp();
  const cases = [
    [{ ...VALID, email: "" }, "Please enter your email address."],
    [{ ...VALID, email: "not-an-address" }, "Please enter a valid email address, such as name@example.com."],
    [{ ...VALID, email: `${"a".repeat(250)}@example.com` }, "Please use an email address of at most 254 characters."],
    [{ ...VALID, subject: "   " }, "Please enter a subject."],
    [{ ...VALID, subject: "x".repeat(201) }, "Please keep the subject to 200 characters or fewer."],
    [{ ...VALID, subject: "Hi\r\nBcc: x@example.com" }, "Please write the subject on one line, without control characters."],
    [{ ...VALID, message: "" }, "Please write a message."],
    [{ ...VALID, message: "x".repeat(5001) }, "Please keep the message to 5000 characters or fewer."],
    [{ email: "ada@example.com" }, "Please enter a subject."],
    [[1, 2], "Please send an object with email, subject and message."],
    [null, "Please send an object with email, subject and message."],
  ] as const;
  for (const [body, error] of cases) {
    const response = await post(app, JSON.stringify(body));
    expect(response.status, error).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
  }
  expect(await store.list()).toEqual([]);
});

// Found by message-routes.property.test.ts: SQLite kept the lone surrogate as bytes that are not UTF-8.
test("a lone surrogate escaped in the JSON is stored as U+FFFD, so the store holds only valid UTF-8", async () => {
  const { app, store } = setUp();
  const response = await post(app, '{"email":"ada@example.com","subject":"Hi \\udc00","message":"\\ud800"}');
  expect(response.status).toBe(200);
  expect(await store.list()).toEqual([expect.objectContaining({ subject: "Hi \ufffd", message: "\ufffd" })]);
});

test("answers 400 to malformed JSON", async () => {
  const { app } = setUp();
  const response = await post(app, "{not json");
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ success: false, error: "The request body is not valid JSON." });
});

test("answers 415 to a body that is neither JSON nor a form", async () => {
  const { app } = setUp();
  for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/xml", ""]) {
    const response = await post(app, "email=a", type, { Origin: "http://localhost" });
    expect(response.status, type).toBe(415);
  }
});

test("answers 413 to a body over 32 KB, without reading a body whose declared length is too long", async () => {
  const { app, store } = setUp();
  const tooLong = await post(app, JSON.stringify({ ...VALID, message: "x".repeat(40_000) }));
  expect(tooLong.status).toBe(413);
  expect(await tooLong.json()).toEqual({ success: false, error: "The message is too large; please keep it under 32 KB." });

  // A body that never ends: answered from its Content-Length alone, or this test would hang.
  const endless = new ReadableStream({ pull: () => new Promise(() => {}) });
  const declared = await app.request("/api/send-message", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Content-Length": String(40 * 1024) },
    body: endless,
    duplex: "half",
  } as RequestInit);
  expect(declared.status).toBe(413);
  expect(await store.list()).toEqual([]);
});

test("a form post of the longest message in Chinese, three times its size once encoded, is stored whole; a larger one is sent back", async () => {
  const { app, store } = setUp();
  const longest = { ...VALID, message: "你好".repeat(2500) };
  const encoded = new URLSearchParams(longest).toString();
  // Each character's three bytes are written as nine characters: well past JSON's 32 KB.
  expect(encoded.length).toBeGreaterThan(44_000);
  const response = await postForm(app, longest);
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/?message=sent#contact");
  expect(await store.list()).toEqual([expect.objectContaining({ message: longest.message })]);

  const tooLarge = await postForm(app, { ...VALID, message: "你".repeat(8000) });
  expect(tooLarge.headers.get("Location")).toBe("/?message=not-sent&reason=too-large#contact");
  expect(await store.list()).toHaveLength(1);
});

test("a filled honeypot is answered like any message but stored as spam and never emailed", async () => {
  const { app, store, accepted } = setUp();
  const response = await post(app, JSON.stringify({ ...VALID, website: "https://spam.example" }));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true, message: "Thank you for your message. I'll get back to you soon." });
  expect(await store.list()).toEqual([expect.objectContaining({ status: "spam" })]);
  expect(accepted).toEqual([]);
});

test("limits each sender to the configured number of messages, with Retry-After; refused posts do not count", async () => {
  const { app, store } = setUp({ rateLimit: { max: 2, windowMs: 60_000 } });
  await post(app, JSON.stringify({ ...VALID, email: "bad" }));
  expect((await post(app, JSON.stringify(VALID))).status).toBe(200);
  expect((await post(app, JSON.stringify(VALID))).status).toBe(200);
  const limited = await post(app, JSON.stringify(VALID));
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(Number(limited.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
  expect(await limited.json()).toEqual({
    success: false,
    error: "You have sent several messages in a short time. Please wait a few minutes and try again.",
  });
  expect(await store.list()).toHaveLength(2);
});

test("X-Forwarded-For tells senders apart only when TRUST_PROXY is set", async () => {
  const trusting = setUp({ rateLimit: { max: 1, windowMs: 60_000 }, trustProxy: true });
  const from = (address: string) => ({ "X-Forwarded-For": `10.0.0.1, ${address}` });
  expect((await post(trusting.app, JSON.stringify(VALID), "application/json", from("198.51.100.1"))).status).toBe(200);
  expect((await post(trusting.app, JSON.stringify(VALID), "application/json", from("198.51.100.2"))).status).toBe(200);
  expect((await post(trusting.app, JSON.stringify(VALID), "application/json", from("198.51.100.1"))).status).toBe(429);
  trusting.cleanup();

  const untrusting = setUp({ rateLimit: { max: 1, windowMs: 60_000 } });
  expect((await post(untrusting.app, JSON.stringify(VALID), "application/json", from("198.51.100.1"))).status).toBe(200);
  expect((await post(untrusting.app, JSON.stringify(VALID), "application/json", from("198.51.100.2"))).status).toBe(429);
});

test("IPv6 senders share one allowance per /64, an IPv4 one per address however it is written", async () => {
  const { app } = setUp({ rateLimit: { max: 2, windowMs: 60_000 }, trustProxy: true });
  const from = (address: string) => post(app, JSON.stringify(VALID), "application/json", { "X-Forwarded-For": address });
  expect((await from("2001:db8:1:2::1")).status).toBe(200);
  expect((await from("2001:db8:1:2:ffff::9")).status).toBe(200);
  // The third from the same /64, from yet another of its addresses.
  expect((await from("2001:db8:1:2:abcd:ef01:2345:6789")).status).toBe(429);
  // The next /64 has an allowance of its own.
  expect((await from("2001:db8:1:3::1")).status).toBe(200);

  expect((await from("203.0.113.7")).status).toBe(200);
  expect((await from("::ffff:203.0.113.7")).status).toBe(200);
  expect((await from("203.0.113.7")).status).toBe(429);
  expect((await from("203.0.113.8")).status).toBe(200);
});

test("a form posted without JavaScript is stored and redirected back to the form with the outcome", async () => {
  const { app, store } = setUp();
  const response = await postForm(app, { email: " ada@example.com ", subject: "Hello", message: "Let's talk.", website: "" });
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/?message=sent#contact");
  // Without JavaScript there is no proof of work: kept for the owner, not emailed (see "proof of work" below).
  expect(await store.list()).toEqual([expect.objectContaining({ ...VALID, status: "held" })]);

  const refused = await postForm(app, { email: "nope", subject: "Hello", message: "Hi" });
  expect(refused.status).toBe(303);
  expect(refused.headers.get("Location")).toBe("/?message=not-sent&reason=email-invalid#contact");
  expect(await store.list()).toHaveLength(1);
});

test("the home page shows the outcome the redirect carries, and nothing for an unknown one", async () => {
  const { app } = setUp();
  expect(await (await app.request("/?message=sent")).text()).toContain(
    '<p class="contact-form__status" role="status" data-kind="success">Thank you for your message. I&#39;ll get back to you soon.</p>',
  );
  expect(await (await app.request("/?message=not-sent&reason=email-invalid")).text()).toContain(
    'data-kind="error">Please enter a valid email address, such as name@example.com.</p>',
  );
  expect(await (await app.request("/?message=not-sent&reason=<b>Call+us</b>")).text()).toContain('data-kind="idle"></p>');
});

test("refuses a form posted from another site, and accepts one the browser marks same-origin", async () => {
  const { app, store } = setUp();
  const crossSite = await postForm(app, VALID, { Origin: "https://evil.example" });
  expect(crossSite.status).toBe(403);
  const noOrigin = await postForm(app, VALID, {});
  expect(noOrigin.status).toBe(403);
  expect(await store.list()).toEqual([]);
  const sameOrigin = await postForm(app, VALID, { "Sec-Fetch-Site": "same-origin" });
  expect(sameOrigin.status).toBe(303);
  expect(await store.list()).toHaveLength(1);
});

describeStore(POSTGRES, "several servers on one PostgreSQL", () => {
  test("share one rate limit: RATE_LIMIT_MAX accepted per sender in all, not per server", async () => {
    const place = await POSTGRES.makePlace();
    try {
      const [one, two] = [await place.open(), await place.open()];
      const rateLimit = { max: 3, windowMs: 60_000 };
      const servers = [setUp({ store: one, rateLimit }).app, setUp({ store: two, rateLimit }).app];
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        statuses.push((await post(servers[index % 2] as App, JSON.stringify(VALID))).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      expect(await one.list()).toHaveLength(3);
      // Only the salted hash of a sender's address is kept, as for the messages.
      const keys = await place.query("SELECT key, hits FROM rate_limits");
      expect(keys).toEqual([{ key: expect.stringMatching(/^[0-9a-f]{64}$/), hits: 3 }]);
    } finally {
      await place.cleanup();
    }
  });
});

describeStore(POSTGRES, "the shared rate limit's keys", () => {
  test("one IPv6 /64 shares an allowance across servers, and the table holds a keyed hash of it, never an address", async () => {
    const place = await POSTGRES.makePlace();
    try {
      const [one, two] = [await place.open(), await place.open()];
      const rateLimit = { max: 2, windowMs: 60_000 };
      const servers = [one, two].map((store) => setUp({ store, rateLimit, trustProxy: true }).app);
      const addresses = ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2::3", "2001:db8:1:3::1", "198.51.100.23"];
      const statuses: number[] = [];
      for (const [index, address] of addresses.entries()) {
        const server = servers[index % 2] as App;
        statuses.push((await post(server, JSON.stringify(VALID), "application/json", { "X-Forwarded-For": address })).status);
      }
      expect(statuses).toEqual([200, 200, 429, 200, 200]);
      const rows = await place.query("SELECT key, hits FROM rate_limits ORDER BY hits DESC, key");
      expect(rows).toHaveLength(3);
      expect(rows[0]).toEqual({ key: expect.stringMatching(/^[0-9a-f]{64}$/), hits: 2 });
      for (const row of rows) expect(row.key).toMatch(/^[0-9a-f]{64}$/);
      // Hex digits (above) hold no address as text; nor as its bytes: the /64 2001:db8:1:2:: and 198.51.100.23.
      const keys = JSON.stringify(rows);
      for (const bytes of ["20010db800010002", "c6336417"]) expect(keys).not.toContain(bytes);
    } finally {
      await place.cleanup();
    }
  });
});

describe("proof of work", () => {
  const THANKS = { success: true, message: "Thank you for your message. I'll get back to you soon." };

  test("a post without a solution is kept as held, answered like any other, and not emailed", async () => {
    const { app, store, accepted } = setUp();
    const response = await post(app, JSON.stringify(VALID));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(THANKS);
    expect(await store.list()).toEqual([expect.objectContaining({ ...VALID, status: "held" })]);
    expect(accepted).toEqual([]);
  });

  test("a solution is accepted once: replayed, on this server or another, the post is held", async () => {
    const { app, store, accepted } = setUp();
    const proof = { [PROOF_HEADER]: await solveProofFrom(app) };
    expect((await post(app, JSON.stringify({ ...VALID, subject: "First" }), "application/json", proof)).status).toBe(200);
    expect((await post(app, JSON.stringify({ ...VALID, subject: "Replayed" }), "application/json", proof)).status).toBe(200);
    const statuses = Object.fromEntries((await store.list()).map((message) => [message.subject, message.status]));
    expect(statuses).toEqual({ First: "queued", Replayed: "held" });
    expect(accepted.map((message) => message.subject)).toEqual(["First"]);
  });

  test("an expired, forged, garbled or too long-lived solution is held", async () => {
    const { app, store, accepted } = setUp();
    // Issued 11 minutes ago, with the lifetime of 10.
    const past = createProofOfWork(TEST_PROOF_SECRET, () => new Date(Date.now() - PROOF_LIFETIME_MS - 60_000));
    const expired = await solveProof(await past.challenge());
    // Signed with another secret: what a bot making its own easy challenges would send.
    const forged = await solveProof(await createProofOfWork("someone else's secret, long enough to sign").challenge());
    // A real challenge with a key that is not its solution's.
    const real = JSON.parse(Buffer.from(await solveProofFrom(app), "base64").toString()) as {
      solution: { derivedKey: string };
    };
    real.solution.derivedKey = real.solution.derivedKey.replace(/.$/, (last) => (last === "0" ? "1" : "0"));
    const wrong = Buffer.from(JSON.stringify(real)).toString("base64");
    // Signed with the app's own key but good for a year: no challenge of ours lives that long.
    const aYearAhead = createProofOfWork(TEST_PROOF_SECRET, () => new Date(Date.now() + 365 * 24 * 3_600_000));
    const farFuture = await solveProof(await aYearAhead.challenge());
    const payloads = { expired, forged, wrong, farFuture, garbled: "bm90IGpzb24=", huge: "A".repeat(100_000) };
    for (const [subject, payload] of Object.entries(payloads)) {
      const response = await post(app, JSON.stringify({ ...VALID, subject }), "application/json", { [PROOF_HEADER]: payload });
      expect(response.status, subject).toBe(200);
    }
    expect(new Set((await store.list()).map((message) => message.status))).toEqual(new Set(["held"]));
    expect(accepted).toEqual([]);
  });

  test("a form posted without JavaScript carries its solution in a hidden field, and is held without one", async () => {
    const { app, store } = setUp();
    const solved = await solveProofFrom(app);
    expect((await postForm(app, { ...VALID, subject: "Solved", [PROOF_FIELD]: solved })).status).toBe(303);
    expect((await postForm(app, { ...VALID, subject: "Unsolved" })).status).toBe(303);
    const statuses = Object.fromEntries((await store.list()).map((message) => [message.subject, message.status]));
    expect(statuses).toEqual({ Solved: "queued", Unsolved: "held" });
  });

  test("challenges are signed, expire, are never cached, and differ each time", async () => {
    const { app } = setUp();
    const [one, two] = await Promise.all([app.request("/api/challenge"), app.request("/api/challenge")]);
    expect(one.headers.get("Cache-Control")).toBe("no-store");
    const [first, second] = (await Promise.all([one.json(), two.json()])) as {
      parameters: { algorithm: string; nonce: string; expiresAt: number };
      signature: string;
    }[];
    expect(first?.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(first?.signature).toMatch(/^[0-9a-f]+$/);
    expect(first?.parameters.nonce).not.toBe(second?.parameters.nonce);
    expect((first?.parameters.expiresAt ?? 0) * 1000 - Date.now()).toBeGreaterThan(PROOF_LIFETIME_MS - 5_000);
  });
});
