import { expect, test } from "vitest";
import { CONTACT_ERRORS, type ContactErrorCode, contactErrorText, isContactErrorCode } from "./contact-errors.ts";

test("turns each refusal's code into its sentence, naming the limits", () => {
  expect(contactErrorText("email-invalid")).toBe("Please enter a valid email address, such as name@example.com.");
  expect(contactErrorText("email-too-long")).toBe("Please use an email address of at most 254 characters.");
  expect(contactErrorText("subject-too-long")).toBe("Please keep the subject to 200 characters or fewer.");
  expect(contactErrorText("message-too-long")).toBe("Please keep the message to 5000 characters or fewer.");
  expect(contactErrorText("too-large")).toBe("The message is too large; please keep it under 32 KB.");
});

test("gives every refusal a sentence of its own", () => {
  const codes = Object.keys(CONTACT_ERRORS) as ContactErrorCode[];
  const sentences = codes.map(contactErrorText);
  expect(new Set(sentences).size).toBe(codes.length);
  for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].*\.$/);
});

test("knows only its own codes, not a sentence or an object's inherited keys", () => {
  expect(isContactErrorCode("subject-missing")).toBe(true);
  expect(isContactErrorCode("Please enter a subject.")).toBe(false);
  expect(isContactErrorCode("toString")).toBe(false);
  expect(isContactErrorCode(undefined)).toBe(false);
});
