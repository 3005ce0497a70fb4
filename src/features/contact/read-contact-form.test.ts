import { expect, test } from "vitest";
import { readContactForm } from "./read-contact-form.ts";

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

test("reads exactly email, subject and message, trimmed, when the hidden field is left empty as people leave it", () => {
  const data = formData({ email: " ada@example.com ", subject: " Hello ", message: "\nLet's talk.\n", website: "" });
  const message = readContactForm(data);
  expect(Object.keys(message)).toEqual(["email", "subject", "message"]);
  expect(JSON.stringify(message)).toBe('{"email":"ada@example.com","subject":"Hello","message":"Let\'s talk."}');
});

test("adds the hidden field only when a bot filled it in", () => {
  const data = formData({ email: "bot@example.com", subject: "Offer", message: "Buy", website: "https://spam.example" });
  expect(readContactForm(data)).toStrictEqual({
    email: "bot@example.com",
    subject: "Offer",
    message: "Buy",
    website: "https://spam.example",
  });
});
