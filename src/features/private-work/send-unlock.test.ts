import { expect, test } from "vitest";
import { answering, json } from "../../lib/test-support/answering-fetch.ts";
import { sendUnlock, UNLOCK_FAILED_TEXT } from "./send-unlock.ts";

const FIELDS = { password: "a password for private work", slug: "harbour-under-agreement" };

test("posts {password, slug} as JSON to /api/access/unlock, the proof of work beside it in X-Altcha", async () => {
  const sent: Request[] = [];
  const recording: typeof fetch = async (input, init) => {
    sent.push(new Request(new URL(String(input), "http://localhost"), init));
    return json({ success: true, location: "/case-studies/harbour-under-agreement" });
  };
  await sendUnlock(FIELDS, "c29sdmVk", recording);
  await sendUnlock(FIELDS, undefined, recording);
  const [withProof, without] = sent;
  expect(withProof?.method).toBe("POST");
  expect(new URL(withProof?.url ?? "").pathname).toBe("/api/access/unlock");
  expect(withProof?.headers.get("Content-Type")).toBe("application/json");
  expect(withProof?.headers.get("X-Altcha")).toBe("c29sdmVk");
  expect(await withProof?.json()).toEqual(FIELDS);
  expect(without?.headers.has("X-Altcha")).toBe(false);
});

test("the right password: where the server says to go, a path on this site, else the list", async () => {
  const location = "/case-studies/harbour-under-agreement";
  expect(await sendUnlock(FIELDS, undefined, answering(json({ success: true, location })))).toEqual({ ok: true, location });
  for (const elsewhere of ["//evil.example/", "/\\evil.example", "https://evil.example/", 42, undefined]) {
    expect(await sendUnlock(FIELDS, undefined, answering(json({ success: true, location: elsewhere })))).toEqual({
      ok: true,
      location: "/case-studies",
    });
  }
});

test("a refusal shows the server's sentence; no usable answer, or none at all, a sentence of its own", async () => {
  const refused = answering(json({ success: false, error: "That password is not right." }, 403));
  expect(await sendUnlock(FIELDS, undefined, refused)).toEqual({ ok: false, text: "That password is not right." });
  const tooMany = answering(json({ success: false, error: "Too many tries. Try again in 10 minutes." }, 429));
  expect(await sendUnlock(FIELDS, undefined, tooMany)).toEqual({ ok: false, text: "Too many tries. Try again in 10 minutes." });
  const proxyPage = answering(new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "Content-Type": "text/html" } }));
  expect(await sendUnlock(FIELDS, undefined, proxyPage)).toEqual({ ok: false, text: UNLOCK_FAILED_TEXT });
  expect(await sendUnlock(FIELDS, undefined, answering(json({ success: false }, 500)))).toEqual({
    ok: false,
    text: UNLOCK_FAILED_TEXT,
  });
  // An OK answer that is not a success is no way in.
  expect(await sendUnlock(FIELDS, undefined, answering(json({ location: "/case-studies" })))).toEqual({
    ok: false,
    text: UNLOCK_FAILED_TEXT,
  });
  expect(await sendUnlock(FIELDS, undefined, answering(new TypeError("Failed to fetch")))).toEqual({
    ok: false,
    text: UNLOCK_FAILED_TEXT,
  });
});
