import { expect, test } from "vitest";
import { contactOutcomeText, contactOutcomeUrl, readContactOutcome } from "./contact-outcome.ts";

test("round-trips each outcome through its URL", () => {
  for (const outcome of [{ kind: "sent" }, { kind: "not-sent", reason: "email-invalid" }] as const) {
    const url = new URL(contactOutcomeUrl(outcome), "http://localhost");
    expect(url.pathname).toBe("/");
    expect(url.hash).toBe("#contact");
    expect(readContactOutcome(url.searchParams)).toEqual(outcome);
  }
});

test("shows the thanks, or the refusal's sentence, never text taken from the address", () => {
  expect(contactOutcomeText({ kind: "sent" })).toBe("Thank you for your message. I'll get back to you soon.");
  expect(contactOutcomeText({ kind: "not-sent", reason: "message-missing" })).toBe("Please write a message.");
  expect(readContactOutcome(new URLSearchParams("message=not-sent&reason=Call+0800+now"))).toBeUndefined();
  expect(readContactOutcome(new URLSearchParams("message=whatever"))).toBeUndefined();
  expect(readContactOutcome(new URLSearchParams("message=not-sent&reason=toString"))).toBeUndefined();
});
