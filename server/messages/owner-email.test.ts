import { expect, test } from "vitest";
import { makeStoredMessage } from "../test-support/make-message.ts";
import { composeOwnerEmail } from "./owner-email.ts";

const settings = { to: "owner@example.com", from: "Portfolio <portfolio@example.com>" };

test("goes to the owner, answers to the visitor and carries a Message-ID made from the message id", () => {
  const email = composeOwnerEmail(makeStoredMessage({ message: "Line one\nLine two" }), settings);
  expect(email).toMatchObject({
    from: "Portfolio <portfolio@example.com>",
    to: "owner@example.com",
    replyTo: { name: "", address: "visitor@example.com" },
    subject: "Portfolio message: Hello",
    messageId: "<4f1c2a9e-0000-4000-8000-000000000001@example.com>",
    date: new Date("2026-11-22T10:00:00.000Z"),
  });
  expect(email.text).toContain("Line one\nLine two");
  expect(email.text).toContain("From: visitor@example.com");
});

test("the same message always gets the same Message-ID, so a retry can be recognised", () => {
  expect(composeOwnerEmail(makeStoredMessage(), settings).messageId).toBe(
    composeOwnerEmail(makeStoredMessage(), settings).messageId,
  );
});

test("line breaks in the subject cannot start a new header", () => {
  const email = composeOwnerEmail(makeStoredMessage({ subject: "Hi\r\nBcc: attacker@example.com" }), settings);
  expect(email.subject).toBe("Portfolio message: Hi Bcc: attacker@example.com");
  expect(email.subject).not.toMatch(/[\r\n]/);
});

test("an address that is not a plain address is not used as Reply-To", () => {
  for (const address of ["visitor@example.com\r\nBcc: attacker@example.com", "a@b.c, attacker@example.com", "Name <a@b.c>"]) {
    expect(composeOwnerEmail(makeStoredMessage({ email: address }), settings).replyTo).toBeUndefined();
  }
});
