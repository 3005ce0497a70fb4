import { afterEach, expect, test } from "vitest";
import { createTestApp } from "../test-support/create-test-app.ts";

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function setUp() {
  const testApp = createTestApp();
  cleanup = testApp.cleanup;
  return testApp;
}

function post(app: ReturnType<typeof setUp>["app"], body: string, contentType = "application/json") {
  return app.request("/api/send-message", { method: "POST", headers: { "Content-Type": contentType }, body });
}

test("stores a valid message, trimmed, and thanks the sender", async () => {
  const { app, store } = setUp();
  const response = await post(app, JSON.stringify({ email: " ada@example.com ", subject: " Hello ", message: " Let's talk. " }));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true, message: "Thank you for your message. I'll get back to you soon." });
  expect(store.list()).toEqual([expect.objectContaining({ email: "ada@example.com", subject: "Hello", message: "Let's talk." })]);
});

test("answers 400 with a field-specific sentence and stores nothing", async () => {
  const { app, store } = setUp();
  const cases = [
    [
      { email: "not-an-address", subject: "Hi", message: "Text" },
      "Please enter a valid email address, such as name@example.com.",
    ],
    [{ email: "ada@example.com", subject: "   ", message: "Text" }, "Please enter a subject."],
    [{ email: "ada@example.com", subject: "Hi", message: "" }, "Please write a message."],
    [
      { email: "ada@example.com", subject: "Hi\r\nBcc: x@example.com", message: "Text" },
      "Please write the subject on one line, without control characters.",
    ],
    [
      { email: "ada@example.com", subject: "Hi", message: "x".repeat(5001) },
      "Please keep the message to 5000 characters or fewer.",
    ],
    [[1, 2], "Please send an object with email, subject and message."],
  ] as const;
  for (const [body, error] of cases) {
    const response = await post(app, JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
  }
  expect(store.list()).toEqual([]);
});

test("answers 400 to malformed JSON", async () => {
  const { app } = setUp();
  const response = await post(app, "{not json");
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ success: false, error: "The request body is not valid JSON." });
});

test("answers 415 to a body that is not JSON", async () => {
  const { app } = setUp();
  const response = await post(app, "email=a", "text/plain");
  expect(response.status).toBe(415);
});

test("answers 413 to a body over 32 KB", async () => {
  const { app, store } = setUp();
  const response = await post(app, JSON.stringify({ email: "ada@example.com", subject: "Hi", message: "x".repeat(40_000) }));
  expect(response.status).toBe(413);
  expect(store.list()).toEqual([]);
});
