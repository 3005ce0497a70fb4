import { expect, test } from "vitest";
import { parseContactMessage } from "./contact-schema.ts";

const VALID = { email: "ada@example.com", subject: "Hello", message: "Let's talk." };

test("accepts a message, trimmed", () => {
  expect(parseContactMessage({ email: " ada@example.com ", subject: " Hello ", message: "\nLet's talk.\n" })).toEqual({
    ok: true,
    message: VALID,
  });
});

test("refuses with the code of the first check a message fails, never a sentence", () => {
  const cases = [
    [{ ...VALID, email: " " }, "email-missing"],
    [{ ...VALID, email: "not-an-address" }, "email-invalid"],
    [{ ...VALID, email: `${"a".repeat(250)}@example.com` }, "email-too-long"],
    [{ ...VALID, subject: 42 }, "subject-missing"],
    [{ ...VALID, subject: "x".repeat(201) }, "subject-too-long"],
    [{ ...VALID, subject: "Hi\nBcc: x@example.com" }, "subject-control"],
    [{ ...VALID, subject: "Invoice \u009b2J paid" }, "subject-control"],
    [{ ...VALID, subject: "Invoice \u0085 paid" }, "subject-control"],
    [{ ...VALID, subject: "Invoice\u2028Bcc: x@example.com" }, "subject-control"],
    [{ ...VALID, subject: "Invoice\u2029paid" }, "subject-control"],
    [{ email: "ada@example.com", subject: "Hello" }, "message-missing"],
    [{ ...VALID, message: "x".repeat(5001) }, "message-too-long"],
    [[VALID], "not-an-object"],
    [null, "not-an-object"],
  ] as const;
  for (const [body, reason] of cases) expect(parseContactMessage(body), reason).toEqual({ ok: false, reason });
});

test("a subject keeps bidi marks and text in any script: a right-to-left subject needs them", () => {
  for (const subject of ["\u200fשלום\u200f", "مرحبا\u061c 2026", "Invoice \u202egnp.exe"]) {
    expect(parseContactMessage({ ...VALID, subject }), subject).toEqual({ ok: true, message: { ...VALID, subject } });
  }
});
