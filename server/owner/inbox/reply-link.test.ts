import { expect, test } from "vitest";
import { replyHrefOf, replySubjectOf } from "./reply-link.ts";

test("a reply link names the visitor's address and the subject after 'Re: ', encoded", () => {
  expect(replyHrefOf("ada@example.com", "Hello & welcome?")).toBe(
    "mailto:ada@example.com?subject=Re%3A%20Hello%20%26%20welcome%3F",
  );
  expect(replyHrefOf("zoë@exämple.com", "Café")).toBe("mailto:zo%C3%AB@ex%C3%A4mple.com?subject=Re%3A%20Caf%C3%A9");
});

test("nothing in the address or the subject adds a recipient or a header", () => {
  const href = replyHrefOf("a?cc=boss@evil.example&bcc=x@example.com", "Hi\r\nBcc: spy@evil.example");
  expect(href).toBe("mailto:a%3Fcc%3Dboss%40evil.example%26bcc%3Dx@example.com?subject=Re%3A%20Hi%20Bcc%3A%20spy%40evil.example");
  expect(new URL(href).searchParams.get("subject")).toBe("Re: Hi Bcc: spy@evil.example");
  expect([...new URL(href).searchParams.keys()]).toEqual(["subject"]);
});

test("a subject that already starts with 'Re:' gets no second one", () => {
  expect(replySubjectOf("RE: Your case study")).toBe("RE: Your case study");
  expect(replySubjectOf("Return date")).toBe("Re: Return date");
});
