import { expect, test } from "vitest";
import { answering, json } from "../../lib/test-support/answering-fetch.ts";
import { sendMessage } from "./send-message.ts";

const MESSAGE = { email: "ada@example.com", subject: "Hello", message: "Let's talk." };

test("posts the message as JSON to /api/send-message", async () => {
  let sent: Request | undefined;
  await sendMessage(MESSAGE, async (input, init) => {
    sent = new Request(new URL(String(input), "http://localhost"), init);
    return json({ success: true });
  });
  expect(sent?.method).toBe("POST");
  expect(new URL(sent?.url ?? "").pathname).toBe("/api/send-message");
  expect(sent?.headers.get("Content-Type")).toBe("application/json");
  expect(await sent?.json()).toEqual(MESSAGE);
  expect(sent?.headers.has("X-Altcha")).toBe(false);
});

test("carries the proof of work in its header, the body still exactly the message", async () => {
  let sent: Request | undefined;
  await sendMessage(
    MESSAGE,
    async (input, init) => {
      sent = new Request(new URL(String(input), "http://localhost"), init);
      return json({ success: true });
    },
    "c29sdmVk",
  );
  expect(sent?.headers.get("X-Altcha")).toBe("c29sdmVk");
  expect(await sent?.json()).toEqual(MESSAGE);
});

test("shows the server's message on success, or 'Sent.' without one", async () => {
  expect(await sendMessage(MESSAGE, answering(json({ success: true, message: "Thanks!" })))).toEqual({
    ok: true,
    text: "Thanks!",
  });
  expect(await sendMessage(MESSAGE, answering(json({ success: true })))).toEqual({ ok: true, text: "Sent." });
});

test("shows the server's error, or 'Failed to send message' without one", async () => {
  expect(await sendMessage(MESSAGE, answering(json({ success: false, error: "Nope." })))).toEqual({ ok: false, text: "Nope." });
  expect(await sendMessage(MESSAGE, answering(json({ success: false })))).toEqual({ ok: false, text: "Failed to send message" });
});

test("shows a failed response's text, or 'Request failed with {status}' when it has none", async () => {
  const plain = new Response("Service unavailable, try later", { status: 503, headers: { "Content-Type": "text/plain" } });
  expect(await sendMessage(MESSAGE, answering(plain))).toEqual({ ok: false, text: "Service unavailable, try later" });
  expect(await sendMessage(MESSAGE, answering(new Response(null, { status: 502 })))).toEqual({
    ok: false,
    text: "Request failed with 502",
  });
});

test("shows the error sentence of a failed JSON response, not raw JSON", async () => {
  const answer = json({ success: false, error: "Please enter a subject." }, 400);
  expect(await sendMessage(MESSAGE, answering(answer))).toEqual({ ok: false, text: "Please enter a subject." });
});

test("never shows an HTML error page as text", async () => {
  const html = new Response("<html><body>Bad gateway</body></html>", { status: 502, headers: { "Content-Type": "text/html" } });
  expect(await sendMessage(MESSAGE, answering(html))).toEqual({ ok: false, text: "Request failed with 502" });
});

test("shows a thrown error's message, or 'Failed to send message.' without one", async () => {
  expect(await sendMessage(MESSAGE, answering(new TypeError("Failed to fetch")))).toEqual({ ok: false, text: "Failed to fetch" });
  expect(await sendMessage(MESSAGE, answering(new Error("")))).toEqual({ ok: false, text: "Failed to send message." });
});
