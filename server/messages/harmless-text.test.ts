import { expect, test } from "vitest";
import { harmlessJson, harmlessText } from "./harmless-text.ts";

test("writes out ESC, BEL, C1 controls, DEL, a lone CR and bidi controls as visible escapes", () => {
  expect(harmlessText("\u001b]0;title\u0007")).toBe("\\u001b]0;title\\u0007");
  expect(harmlessText("\u001b[2J")).toBe("\\u001b[2J");
  expect(harmlessText("\u009b2J \u0085 \u007f \u0000")).toBe("\\u009b2J \\u0085 \\u007f \\u0000");
  expect(harmlessText("Pay 10\rPay 99")).toBe("Pay 10\\u000dPay 99");
  expect(harmlessText("\u202egnp.exe \u2066x\u2069 \u200e\u200f\u061c")).toBe(
    "\\u202egnp.exe \\u2066x\\u2069 \\u200e\\u200f\\u061c",
  );
});

test("keeps tabs, line ends and every ordinary character as they are", () => {
  const text = "Line one\nA\ttab\r\nCafé, Grüße, 東京, مرحبا, שלום, 😀, \\u001b typed by hand";
  expect(harmlessText(text)).toBe(text);
});

test("leaves no character of C0 (but tab and newline), DEL, C1 or the bidi controls in the text", () => {
  const everyCharacter = Array.from({ length: 0x2070 }, (_, code) => String.fromCharCode(code)).join("");
  const shown = harmlessText(everyCharacter);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  expect(shown).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
});

test("JSON stays valid, parses back to the same text, and shows C1 and bidi controls as escapes", () => {
  const value = [{ message: "\u001b]52;c;aGk=\u0007 \u009b31m \u202e \u007f \r\n\t" }];
  const json = harmlessJson(value);
  expect(json).toContain('"\\u001b]52;c;aGk=\\u0007 \\u009b31m \\u202e \\u007f \\r\\n\\t"');
  expect(JSON.parse(json)).toEqual(value);
});

test("writes out what prints as nothing yet hides text: zero-width space, BOM, separators, tag characters", () => {
  const hidden = "Hi\u200b \ufeff \u2028 \u2029 \u2060 \ufff9x\ufffb \u{e0041}\u{e0042}";
  expect(harmlessText(hidden)).toBe("Hi\\u200b \\ufeff \\u2028 \\u2029 \\u2060 \\ufff9x\\ufffb \\udb40\\udc41\\udb40\\udc42");
  expect(JSON.parse(harmlessJson(hidden))).toBe(hidden);
  // The joiners stay: emoji and Persian script are written with them.
  expect(harmlessText("👩\u200d💻 می\u200cخواهم")).toBe("👩\u200d💻 می\u200cخواهم");
});
